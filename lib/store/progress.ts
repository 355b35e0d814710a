'use client';
/**
 * Saved onboarding progress, one record per member EID in local storage
 * (`onboarding-progress:<eid>`), through zustand's persist with a schema version.
 *
 * The store starts empty on the server and on the first client render (skipHydration), so the
 * HTML and the first render agree; `useProgressHydration()` then loads the signed-in member's
 * record and `hydratedFor` names whose it is. Components never touch storage themselves.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { emptyPage, type PageProgress, type QuizResult, type UploadRecord } from '@/lib/onboarding/completion';
import { PROGRESS_KEY_PREFIX, PROGRESS_VERSION, progressStorageKey, readProgress, type ProgressData } from '@/lib/onboarding/progressData';
import { useMember, useSessionReady } from './session';

type ProgressState = ProgressData & {
  /** The EID whose saved progress is loaded; null until then (nothing is shown as done). */
  hydratedFor: string | null;
  switchMember: (eid: string | null) => void;
  markVisited: (page: string) => void;
  markLink: (page: string, label: string) => void;
  markDocument: (page: string, title: string) => void;
  markVideo: (page: string, title: string, restricted?: boolean) => void;
  setQuiz: (page: string, task: number, result: QuizResult | null) => void;
  setUpload: (page: string, task: number, upload: UploadRecord | null) => void;
  reset: () => void;
};

let currentEid: string | null = null;

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: progress lasts for the visit only
  }
}

const storage: PersistStorage<ProgressData> = {
  getItem: () => (currentEid ? { state: readProgress(local()?.getItem(progressStorageKey(currentEid))), version: PROGRESS_VERSION } : null),
  setItem: (_name, value) => {
    if (!currentEid) return;
    try {
      local()?.setItem(progressStorageKey(currentEid), JSON.stringify(value));
    } catch {
      // quota exceeded or storage disabled: keep the in-memory progress
    }
  },
  removeItem: () => {
    if (currentEid) local()?.removeItem(progressStorageKey(currentEid));
  },
};

const addName = (list: string[], name: string) => (list.includes(name) ? list : [...list, name]);

export const useProgressStore = create<ProgressState>()(
  persist(
    (set, get) => {
      const update = (page: string, change: (p: PageProgress) => PageProgress) =>
        set((s) => ({ pages: { ...s.pages, [page]: change(s.pages[page] ?? emptyPage()) } }));
      return {
        pages: {},
        hydratedFor: null,
        switchMember: (eid) => {
          if (eid === currentEid && get().hydratedFor === eid) return;
          currentEid = null; // clearing must not write over anybody's record
          set({ pages: {}, hydratedFor: null });
          currentEid = eid;
          if (!eid) return;
          void useProgressStore.persist.rehydrate();
          set({ hydratedFor: eid });
        },
        markVisited: (page) => {
          if (!get().pages[page]?.visited) update(page, (p) => ({ ...p, visited: true }));
        },
        markLink: (page, label) => update(page, (p) => ({ ...p, links: addName(p.links, label) })),
        markDocument: (page, title) => update(page, (p) => ({ ...p, documents: addName(p.documents, title) })),
        markVideo: (page, title, restricted = false) =>
          update(page, (p) => ({ ...p, videos: addName(p.videos, title), restricted: restricted ? addName(p.restricted, title) : p.restricted })),
        setQuiz: (page, task, result) =>
          update(page, (p) => {
            const quizzes = { ...p.quizzes };
            if (result) quizzes[task] = result;
            else delete quizzes[task];
            return { ...p, quizzes };
          }),
        setUpload: (page, task, upload) =>
          update(page, (p) => {
            const uploads = { ...p.uploads };
            if (upload) uploads[task] = upload;
            else delete uploads[task];
            return { ...p, uploads };
          }),
        reset: () => set({ pages: {} }),
      };
    },
    {
      name: PROGRESS_KEY_PREFIX,
      version: PROGRESS_VERSION,
      storage,
      skipHydration: true,
      partialize: (s) => ({ pages: s.pages }),
      merge: (persisted, current) => ({ ...current, pages: (persisted as ProgressData | undefined)?.pages ?? {} }),
    },
  ),
);

/** Loads the signed-in member's saved progress once the session is known; true once loaded. */
export function useProgressHydration(): boolean {
  const ready = useSessionReady();
  const eid = useMember()?.eid ?? null;
  const switchMember = useProgressStore((s) => s.switchMember);
  useEffect(() => {
    if (ready) switchMember(eid);
  }, [ready, eid, switchMember]);
  return useProgressStore((s) => s.hydratedFor !== null && s.hydratedFor === eid);
}

export const usePageProgress = (page: string): PageProgress | undefined => useProgressStore((s) => s.pages[page]);
export const useAllProgress = () => useProgressStore((s) => s.pages);
/** Actions for event handlers (not a hook: no re-render on change). */
export const progressActions = () => useProgressStore.getState();
