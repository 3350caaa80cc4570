// A value held outside React, which the components that show it read with useSyncExternalStore: a change
// renders them alone, not the screen that holds the store (docs/architecture.md, "The answers store").
import { useSyncExternalStore } from 'react';

export class ValueStore<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();

  constructor(first: T) {
    this.value = first;
  }

  /** The newest value: the same one until it changes. */
  get = (): T => this.value;

  /** A new value; the same one again changes nothing. */
  set(next: T): void {
    if (Object.is(next, this.value)) return;
    this.value = next;
    this.announce();
  }

  /** The value `change` makes of the newest one. */
  update(change: (value: T) => T): void {
    this.set(change(this.value));
  }

  /** A new value that the subscribers are told of later (announce). */
  protected setQuietly(next: T): void {
    this.value = next;
  }

  /** Tells every subscriber that the value changed. */
  protected announce(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** For useSyncExternalStore: `listener` runs after every change; the returned function stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}

/** The store's value, rendering again when it changes. */
export function useStoreValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
