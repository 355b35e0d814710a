'use client';
/**
 * A 'Continue on another device' link's progress (lib/progress/handoff), in the address's fragment:
 * the link opens the sign-in page, which hands the fragment on to /progress (components/Login/
 * LoginForm), where it is read, then cleared once used or refused.
 */
import { HANDOFF_PARAM } from '@/lib/progress/handoffLink';

const prefix = `#${HANDOFF_PARAM}=`;

/** The hand-off in the address, or null. */
export const pendingHandoff = (): string | null =>
  typeof window !== 'undefined' && window.location.hash.startsWith(prefix) ? window.location.hash.slice(prefix.length) : null;

/** Forgets the hand-off: the fragment goes from the address (without a new history entry). */
export function clearHandoff(): void {
  if (pendingHandoff() !== null) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
