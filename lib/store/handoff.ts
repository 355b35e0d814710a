'use client';
/**
 * A 'Continue on another device' link's progress (lib/progress/handoff), from the address's fragment
 * to /progress: kept in session storage for the trip through sign-in (the guard sends a visitor to
 * /login, and a fragment does not travel in `?next=`), and cleared once used or refused, from both.
 */
import { HANDOFF_PARAM, HANDOFF_STASH } from '@/lib/progress/handoffLink';
import { browserStorage } from './browserStorage';

const stashKey = () => HANDOFF_STASH;
const prefix = `#${HANDOFF_PARAM}=`;

const fromAddress = () =>
  typeof window !== 'undefined' && window.location.hash.startsWith(prefix) ? window.location.hash.slice(prefix.length) : null;

/**
 * Keeps the address's hand-off for after sign-in. /progress's code calls it as it loads, before the
 * members' guard sends a visitor who is not signed in to /login (the link always opens /progress/),
 * so no other page carries it.
 */
export function keepHandoffFromAddress(): void {
  const value = fromAddress();
  if (value) browserStorage('sessionStorage')?.setItem(stashKey(), value);
}

/** The hand-off waiting to be read: the address's, else the one kept through sign-in. */
export const pendingHandoff = (): string | null => fromAddress() ?? browserStorage('sessionStorage')?.getItem(stashKey()) ?? null;

/** Forgets the hand-off: the kept copy, and the fragment (without a new history entry). */
export function clearHandoff(): void {
  browserStorage('sessionStorage')?.removeItem(stashKey());
  if (fromAddress() !== null) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
