// One clock for the whole screen, ticking each second while anything listens: a countdown cell subscribes,
// so the tick re-renders only the cells on screen (the table is virtualized), never the rows around them.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time of the last tick; with no clock running, now (kept for a second, as React reads it twice). */
function snapshot() {
  if (timer === undefined && Date.now() - now >= 1000) now = Date.now();
  return now;
}

const noSubscribe = () => () => {};
const standingStill = () => 0;

/** This browser's time, to the last tick; `enabled` false: no subscription, and 0 (a clock standing still). */
export function useSecondClock(enabled = true): number {
  return useSyncExternalStore(enabled ? subscribe : noSubscribe, enabled ? snapshot : standingStill);
}
