'use client';
/**
 * Saved onboarding progress, one record per member in local storage (`onboarding-progress:<eid>`,
 * EID without case or spaces), in the format of lib/record, read and written by ./progressStorage.ts.
 *
 * Storage never loses work silently:
 * - every change is applied to the freshest saved record, not to this tab's copy, and other tabs'
 *   changes arrive through the `storage` event, joined with what this tab added that they had not
 *   seen yet (./otherTabs.ts), so two tabs never overwrite each other's work;
 * - a write that fails sets `saveFailed` (the pages then ask the member to download their progress);
 * - an unreadable or old-version record is copied to `onboarding-progress-backup:<eid>` before the
 *   member starts afresh; if even that copy fails, nothing is written over the record;
 * - the first saved progress asks the browser to keep the site's storage (./keepStorage.ts).
 * What each action changes in a page's record is in ./pageEdits.ts.
 *
 * The store starts empty on the server and on the first client render, so the HTML and the first
 * render agree; `useLoadProgress()`, once per page, then loads the signed-in member's record.
 */
import { emptyPage, type PageProgress, type QuizResult, type UploadRecord, type Pages, normalizeEid } from '@/lib/record/record';
import { create } from 'zustand';
import { canonicalPages, importPages, type ImportMode, type JoinContext } from '@/lib/progress/merge';
import type { FormerKeys } from '@/lib/onboarding/identity';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import type { ItemNames } from '@/lib/onboarding/pageRecord';
import { askToKeepStorage, readStorageKept, type StorageKept } from './keepStorage';
import { afterOtherTabWrote, forgetOwnWrites, noteOwnWrite } from './otherTabs';
import { tick, withQuiz, withUpload } from './pageEdits';
import { freshRecord, loadRecord, recordFromEvent, rememberBackupTold, saveRecord, type SavedRecord } from './progressStorage';
import { useMember } from './session';

export type { StorageKept } from './keepStorage';

type ProgressState = {
  pages: Pages;
  /** The (normalised) EID whose saved progress is loaded; null until then (nothing shows as done). */
  hydratedFor: string | null;
  /** True while progress cannot be saved in this browser: it lives in this tab only. */
  saveFailed: boolean;
  /** Unreadable saved progress that was set aside, and whether the member has been told before. */
  backup: SavedRecord['backup'];
  /** Whether the browser promised to keep the site's storage (navigator.storage.persisted()). */
  storageKept: StorageKept;
  /** Loads a member's record; `formerKeys` (this curriculum's) moves progress saved under a former key to its submodule. */
  switchMember: (eid: string | null, formerKeys?: FormerKeys) => void;
  markVisited: (page: string) => void;
  /** Ticks an item by its identity (lib/onboarding/identity: the address). */
  markLink: (page: string, id: string) => void;
  markDocument: (page: string, id: string) => void;
  markVideo: (page: string, id: string, restricted?: boolean) => void;
  /**
   * Moves what the page's record holds under names or task positions onto today's identities
   * (lib/onboarding/resolvePage, fetched when first needed); writes only when something moved.
   */
  settlePage: (page: string, tasks: readonly TaskRequirements[], names: ItemNames) => void;
  /** Records a quiz submission (stamped with the time) or clears it (null, with the quiz's key): ./pageEdits `withQuiz`. */
  setQuiz: (page: string, task: number, result: QuizResult | null, quizKey?: string) => void;
  /** Records a submitted upload of task `index` under the task's key (stamped with the time), or clears the one that counts for it (null). */
  setUpload: (page: string, tasks: readonly TaskRequirements[], index: number, upload: UploadRecord | null) => void;
  /** 'Merge' joins (lib/progress/merge, with the curriculum's `context`); 'Replace' takes the pages as they are. */
  importProgress: (pages: Pages, mode: ImportMode, context?: JoinContext) => void;
  markBackupTold: () => void;
  reset: () => void;
};

/** The member whose record is loaded (as signed in); writes go nowhere while it is null. */
let currentEid: string | null = null;
/** Set when the saved record could not be read or backed up: it must not be written over. */
let writesBlocked = false;
/** This curriculum's former page keys: every record read is moved onto the current keys. */
let formerKeys: FormerKeys = {};

const reportKept = (storageKept: StorageKept) => useProgressStore.setState({ storageKept });

/** Writes the member's record; returns whether it failed. */
function save(pages: Pages): boolean {
  if (!currentEid || writesBlocked) return true;
  const failed = saveRecord(currentEid, pages);
  if (!failed) askToKeepStorage(reportKept);
  return failed;
}

/** What is saved now (another tab may have written since); null when it cannot be used. */
const freshPages = (): Pages | null => (!currentEid || writesBlocked ? null : freshRecord(currentEid, formerKeys));

export const useProgressStore = create<ProgressState>()((set, get) => {
  /** Applies a change to the freshest saved record, keeps it, and saves it. */
  const change = (edit: (pages: Pages) => Pages) => {
    const s = get();
    const base = s.hydratedFor && !s.saveFailed ? (freshPages() ?? s.pages) : s.pages;
    const pages = edit(base);
    if (!s.hydratedFor) return set({ pages });
    const saveFailed = save(pages);
    if (!saveFailed) noteOwnWrite(base, pages);
    set({ pages, saveFailed });
  };
  const update = (page: string, edit: (p: PageProgress) => PageProgress) =>
    change((pages) => ({ ...pages, [page]: edit(pages[page] ?? emptyPage()) }));
  return {
    pages: {},
    hydratedFor: null,
    saveFailed: false,
    backup: null,
    storageKept: 'unknown',
    switchMember: (eid, former = {}) => {
      formerKeys = former;
      const key = eid === null ? null : normalizeEid(eid);
      if (key === get().hydratedFor && eid === currentEid) return;
      currentEid = null; // clearing must not write over anybody's record
      forgetOwnWrites();
      set({ pages: {}, hydratedFor: null, saveFailed: false, backup: null });
      if (eid === null || key === null) return;
      const { writesBlocked: blocked, ...loaded } = loadRecord(eid, formerKeys);
      writesBlocked = blocked; // an unreadable storage blocks every write until the next member
      currentEid = eid;
      set({ ...loaded, hydratedFor: key });
      readStorageKept(reportKept);
    },
    markVisited: (page) => {
      if (!get().pages[page]?.visited) update(page, (p) => ({ ...p, visited: true }));
    },
    markLink: (page, id) => update(page, tick('links', id)),
    markDocument: (page, id) => update(page, tick('documents', id)),
    markVideo: (page, id, restricted = false) => update(page, tick('videos', id, restricted)),
    settlePage: (page, tasks, names) => {
      if (!get().pages[page]) return;
      // Fetched when first needed: most pages that show progress never move a record.
      void import('@/lib/onboarding/resolvePage').then(({ resolvePage }) => {
        const saved = get().pages[page];
        if (saved && resolvePage(tasks, names, saved) !== saved)
          change((pages) => (pages[page] ? { ...pages, [page]: resolvePage(tasks, names, pages[page]) } : pages));
      });
    },
    setQuiz: (page, task, result, quizKey = result?.quizKey) => {
      const stamped = result && { ...result, submittedAt: result.submittedAt ?? new Date().toISOString() };
      update(page, withQuiz(task, stamped, quizKey));
    },
    setUpload: (page, tasks, index, upload) => {
      const stamped = upload && { ...upload, uploadedAt: upload.uploadedAt ?? new Date().toISOString() };
      update(page, withUpload(tasks, index, stamped));
    },
    importProgress: (incoming, mode, context) =>
      change((pages) => importPages(pages, canonicalPages(incoming, formerKeys), mode, { formerKeys, ...context })),
    markBackupTold: () => {
      if (currentEid && get().backup) rememberBackupTold(currentEid);
    },
    reset: () => change(() => ({})),
  };
});

/**
 * Another tab of the same member saved or reset: show it here too, joined with what this tab added
 * that it had not seen yet (./otherTabs.ts), which is then written back.
 */
function followOtherTabs(e: StorageEvent) {
  if (!currentEid || writesBlocked) return;
  const theirs = recordFromEvent(e, currentEid, formerKeys);
  if (!theirs) return;
  const { pages, write } = afterOtherTabWrote(theirs, formerKeys);
  useProgressStore.setState(write ? { pages, saveFailed: save(pages) } : { pages });
}
if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);

/** True once the signed-in member's saved progress is in the store (until then, show no ticks). */
export function useProgressReady(): boolean {
  const eid = useMember()?.eid ?? null;
  return useProgressStore((s) => s.hydratedFor !== null && eid !== null && s.hydratedFor === normalizeEid(eid));
}

export const usePageProgress = (page: string): PageProgress | undefined => useProgressStore((s) => s.pages[page]);
export const useAllProgress = () => useProgressStore((s) => s.pages);
export const useSaveFailed = () => useProgressStore((s) => s.saveFailed);
export const useProgressBackup = () => useProgressStore((s) => s.backup);
export const useStorageKept = () => useProgressStore((s) => s.storageKept);
/** Actions for event handlers (not a hook: no re-render on change). */
export const progressActions = () => useProgressStore.getState();
