// The signed-in teacher's session, as React sees it: PocketBase's auth store (persisted by the SDK in
// local storage) is the one source of truth; these hooks only follow it and end it when the token expires.
import { getTokenPayload } from 'pocketbase';
import { useEffect, useSyncExternalStore } from 'react';
import { pb } from './pocketbase';

export interface SessionUser {
  id: string;
  collectionId?: string;
  collectionName?: string;
  name?: string;
  email?: string;
  avatar?: string;
  /** `admin` or `teacher` (blank reads as teacher); superusers have none. */
  role?: string;
}

/** Whether the session may manage colleagues (docs/product.md, "People"): an admin or a superuser. */
export function isAdminUser(user: SessionUser | null): boolean {
  return !!user && (user.role === 'admin' || user.collectionName === '_superusers');
}

export interface Session {
  token: string;
  user: SessionUser | null;
  isValid: boolean;
}

// The SDK's store builds a fresh record object on every read, so the snapshot is cached by content:
// useSyncExternalStore needs the same object back while nothing changed.
let cached: { key: string; session: Session } | null = null;

function readSession(): Session {
  const token = pb.authStore.token;
  const user = (pb.authStore.record as SessionUser | null) ?? null;
  const isValid = pb.authStore.isValid;
  const key = `${isValid}|${token}|${JSON.stringify(user)}`;
  if (cached?.key !== key) cached = { key, session: { token, user: isValid ? user : null, isValid } };
  return cached.session;
}

function subscribe(notify: () => void) {
  return pb.authStore.onChange(() => notify());
}

/** The current session; re-renders on sign-in, sign-out, profile updates and changes made in other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, readSession);
}

/** Clears a stored session whose token has expired (so every listener hears about it). */
export function endSessionIfExpired(): boolean {
  if (pb.authStore.token && !pb.authStore.isValid) {
    pb.authStore.clear();
    return true;
  }
  return false;
}

/** Milliseconds until `token` expires, or null when it carries no expiry. */
export function msUntilExpiry(token: string, now = Date.now()): number | null {
  const exp = (getTokenPayload(token) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp * 1000 - now : null;
}

// setTimeout cannot wait longer than 2^31-1 ms; a longer wait is done in steps.
const MAX_TIMEOUT = 2 ** 31 - 1;

/** Signs the user out the moment the token expires, and re-checks whenever the window regains focus. */
export function useSessionExpiry(token: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (endSessionIfExpired()) return;
      const wait = msUntilExpiry(token);
      if (wait === null) return;
      timer = setTimeout(schedule, Math.min(Math.max(wait + 50, 0), MAX_TIMEOUT));
    };
    const check = () => void endSessionIfExpired();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    schedule();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);
}
