'use client';
/**
 * The submodule a member opened last, per EID in local storage (lastVisitStorageKey of lib/record), so
 * /programs can offer 'Continue where you left off'. Kept apart from the progress record: it is
 * where the member is, not what they have done, and an imported or reset progress file leaves it be.
 */
import { lastVisitStorageKey } from '@/lib/record/record';
import { create } from 'zustand';
import { browserStorage } from './browserStorage';
import { useMember } from './session';

const local = () => browserStorage('localStorage');

type LastVisitState = {
  /** Whose record is loaded; null until the session is known. */
  eid: string | null;
  pageKey: string | null;
  load: (eid: string | null) => void;
  remember: (eid: string, pageKey: string) => void;
};

export const useLastVisitStore = create<LastVisitState>()((set, get) => ({
  eid: null,
  pageKey: null,
  load: (eid) => {
    if (eid === get().eid) return;
    let pageKey: string | null = null;
    try {
      pageKey = eid ? (local()?.getItem(lastVisitStorageKey(eid)) ?? null) : null;
    } catch {
      // unreadable storage: nothing to suggest
    }
    set({ eid, pageKey });
  },
  remember: (eid, pageKey) => {
    if (eid === get().eid && pageKey === get().pageKey) return;
    set({ eid, pageKey });
    try {
      local()?.setItem(lastVisitStorageKey(eid), pageKey);
    } catch {
      // storage full or disabled: the suggestion lasts for this visit
    }
  },
}));

/**
 * The signed-in member's last opened submodule (its page key), once known; null otherwise. The page
 * reads it from storage when it loads the member's progress (useLoadProgress), not each leaf.
 */
export function useLastVisit(): string | null {
  const eid = useMember()?.eid ?? null;
  return useLastVisitStore((s) => (s.eid !== null && s.eid === eid ? s.pageKey : null));
}

/** For effects and event handlers: remembers the page the member has just opened. */
export const rememberVisit = (eid: string, pageKey: string) => useLastVisitStore.getState().remember(eid, pageKey);
