'use client';
/**
 * 'New since your last visit' for the signed-in member (lib/onboarding/whatsNew): read once their
 * progress is loaded, against what they saw on their last visit to Member Home, and the curriculum
 * of now kept in its place at once, so the list shows on this visit and is gone on the next.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { normalizeEid, seenCurriculumStorageKey } from '@/lib/record/record';
import { parseSeenCurriculum, seenCurriculum, whatsNew, type WhatsNew } from '@/lib/onboarding/whatsNew';
import type { ResumeBlock } from '@/lib/onboarding/resume';
import { browserStorage } from './browserStorage';
import { useProgressReady, useProgressStore } from './progress';
import { useMember } from './session';

type WhatsNewState = {
  /** Whose visit was compared (normalised EID); null until then. `news` is null on a first visit. */
  eid: string | null;
  news: WhatsNew | null;
  compare: (eid: string, blocks: readonly ResumeBlock[]) => void;
};

export const useWhatsNewStore = create<WhatsNewState>()((set, get) => ({
  eid: null,
  news: null,
  compare: (eid, blocks) => {
    const key = normalizeEid(eid);
    if (get().eid === key) return; // once per member and page load: the list stays while they look
    const pages = useProgressStore.getState().pages;
    const local = browserStorage('localStorage');
    let news: WhatsNew | null = null;
    try {
      const seen = parseSeenCurriculum(local?.getItem(seenCurriculumStorageKey(eid)) ?? null);
      news = seen ? whatsNew(blocks, pages, seen) : null;
      local?.setItem(seenCurriculumStorageKey(eid), JSON.stringify(seenCurriculum(blocks, pages)));
    } catch {
      // storage disabled or full: nothing to compare with next time
    }
    set({ eid: key, news });
  },
}));

/** Null until known, and on a first visit (nothing was kept to compare with). */
export function useWhatsNew(blocks: readonly ResumeBlock[]): WhatsNew | null {
  const eid = useMember()?.eid ?? null;
  const ready = useProgressReady();
  useEffect(() => {
    if (ready && eid) useWhatsNewStore.getState().compare(eid, blocks);
  }, [ready, eid, blocks]);
  return useWhatsNewStore((s) => (eid && s.eid === normalizeEid(eid) ? s.news : null));
}
