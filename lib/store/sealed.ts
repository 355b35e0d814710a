'use client';
/**
 * The sealed files a members' page renders, opened once per sign-in (lib/seal/client). A page asks
 * with `useSealed(name)`: 'loading' until its file has opened, then 'ready' with the data. A key that
 * is not this build's ends the session (the guard then shows the sign-in page with its expiry
 * message); a file that this build's key does not open is 'damaged' and the member stays signed in;
 * a network failure can be retried.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { forgetOpened, openSealed, SealedFileDamaged, SealError } from '@/lib/seal/client';
import { expireIfDue, useContentKey, useSessionStore } from './session';

export type Sealed<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; retry: () => void } | { status: 'damaged'; retry: () => void };

type Entry =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ready'; data: unknown }
  | { key: string; status: 'failed' }
  | { key: string; status: 'damaged' };

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load(name: string, key: string) {
  const entry = entries.get(name);
  if (entry && entry.key === key && (entry.status === 'loading' || entry.status === 'ready')) return;
  entries.set(name, { key, status: 'loading' });
  notify();
  // An answer for a session that ended meanwhile (its entry is gone) is dropped.
  const asked = () => entries.get(name)?.key === key;
  openSealed(name).then(
    (data) => {
      if (!asked()) return;
      entries.set(name, { key, status: 'ready', data });
      notify();
    },
    (error: unknown) => {
      if (!asked()) return;
      entries.set(name, { key, status: error instanceof SealedFileDamaged ? 'damaged' : 'failed' });
      notify();
      if (error instanceof SealedFileDamaged) return;
      if (error instanceof SealError && useSessionStore.getState().contentKey === key) useSessionStore.getState().expire();
    },
  );
}

// What was opened goes when the session ends (Logout, expiry, another tab's Logout): nothing
// decrypted is kept for a sign-in that is over.
useSessionStore.subscribe((state, before) => {
  if (state.contentKey !== null || before.contentKey === null) return;
  entries.clear();
  forgetOpened();
  notify();
});

const LOADING = { status: 'loading' } as const;

export function useSealed<T>(name: string): Sealed<T> {
  const key = useContentKey();
  const entry = useSyncExternalStore(
    subscribe,
    () => entries.get(name),
    () => undefined,
  );
  useEffect(() => {
    // No key to render with may be a kept sign-in whose time is up (useContentKey): end it.
    if (key) load(name, key);
    else expireIfDue();
  }, [name, key]);
  const retry = useCallback(() => {
    if (key) load(name, key);
  }, [name, key]);
  if (!entry || entry.key !== key || entry.status === 'loading') return LOADING;
  if (entry.status === 'failed') return { status: 'failed', retry };
  if (entry.status === 'damaged') return { status: 'damaged', retry };
  return { status: 'ready', data: entry.data as T };
}
