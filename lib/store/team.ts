'use client';
/**
 * The team a member last chose on Programs, per EID in local storage (`onboarding-team:<eid>`), so
 * /progress shows that team first and folds the other. Where the member is, like lastVisit: an
 * imported or reset progress file leaves it be.
 */
import { normalizeEid } from '@/lib/record/record';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { browserStorage } from './browserStorage';
import { useMember } from './session';

const keyFor = (eid: string) => `onboarding-team:${normalizeEid(eid)}`;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function readTeam(eid: string): string | null {
  try {
    return browserStorage('localStorage')?.getItem(keyFor(eid)) ?? null;
  } catch {
    return null; // unreadable storage: no team first
  }
}

export function rememberTeam(eid: string, team: string) {
  try {
    browserStorage('localStorage')?.setItem(keyFor(eid), team);
  } catch {
    // storage full or disabled: /progress keeps its usual order
  }
  listeners.forEach((l) => l());
}

/** The signed-in member's last chosen team, or null (none yet, or not known before hydration). */
export function useChosenTeam(): string | null {
  const eid = useMember()?.eid ?? null;
  const read = useCallback(() => (eid ? readTeam(eid) : null), [eid]);
  return useSyncExternalStore(subscribe, read, () => null);
}

/**
 * For Programs: remembers the team on the screen (null: none chosen yet, nothing changes). Before the
 * screen paints it (a layout effect): a member who sees their team and opens /progress at once finds
 * it first there. A passive effect ran after the paint, and once in ~400 runs of the e2e tests
 * /progress opened before it had.
 */
export function useRememberTeam(team: string | null) {
  const eid = useMember()?.eid;
  useLayoutEffect(() => {
    if (eid && team) rememberTeam(eid, team);
  }, [eid, team]);
}
