/**
 * The saved-progress record, in one place: what a member has done per submodule page, the format
 * local storage and the exported file share, the storage keys (progress, its backup, the last page
 * visited) and how an EID becomes a key. Everything else about progress builds on this module
 * (lib/onboarding's completion rules, lib/progress's files and reports, lib/store's stores); it
 * imports nothing. Its check is lib/record/check.ts.
 */

/**
 * One member, one progress record: EIDs are compared without case and without spaces, so
 * ' AB123 ' typed at one sign-in and 'ab123' at the next reach the same saved progress.
 */
export function normalizeEid(eid: string): string {
  return eid.replace(/\s+/g, '').toLowerCase();
}

export const sameEid = (a: string, b: string) => normalizeEid(a) === normalizeEid(b);

export const PROGRESS_VERSION = 1;
export const PROGRESS_KEY_PREFIX = 'onboarding-progress';

/** Saved progress of one member: EIDs keyed without case or spaces. */
export const progressStorageKey = (eid: string) => `${PROGRESS_KEY_PREFIX}:${normalizeEid(eid)}`;
/** Where unreadable saved progress is copied before a member starts afresh. */
export const backupStorageKey = (eid: string) => `${PROGRESS_KEY_PREFIX}-backup:${normalizeEid(eid)}`;
/** Set once the member has been told about the backup. */
export const backupToldKey = (eid: string) => `${PROGRESS_KEY_PREFIX}-backup-told:${normalizeEid(eid)}`;
/**
 * The submodule a member opened last ('Continue where you left off'). Kept apart from the record
 * itself: it is where the member is, not what they have done, and an import or reset leaves it be.
 */
export const lastVisitStorageKey = (eid: string) => `onboarding-last-visit:${normalizeEid(eid)}`;
/** What the curriculum asked when the member was last on Member Home (lib/onboarding/whatsNew). */
export const seenCurriculumStorageKey = (eid: string) => `onboarding-seen:${normalizeEid(eid)}`;

/** The last submission of a quiz; `submittedAt` (ISO time) is missing in records saved before it was kept. */
export type QuizResult = {
  correct: number;
  total: number;
  passed: boolean;
  quizKey: string;
  answers?: Record<string, string>;
  submittedAt?: string;
};
/** A submitted upload: the count, names and who submitted, never the files themselves. */
export type UploadRecord = { count: number; names: string[]; fullName?: string; eid?: string; uploadedAt?: string };

/** What a member has done on one page (one submodule). */
export type PageProgress = {
  links: string[];
  documents: string[];
  videos: string[];
  restricted: string[];
  visited: boolean;
  /** Per task index. */
  quizzes: Record<string, QuizResult>;
  uploads: Record<string, UploadRecord>;
};

export type Pages = Record<string, PageProgress>;
export type ProgressData = { pages: Pages };

export const emptyPage = (): PageProgress => ({
  links: [],
  documents: [],
  videos: [],
  restricted: [],
  visited: false,
  quizzes: {},
  uploads: {},
});

/**
 * A map of pages without a prototype: a page key such as `constructor` then reads as no page rather
 * than as Object's own function (which made Merge throw 'e is not iterable').
 */
export const pagesMap = (entries: Iterable<readonly [string, PageProgress]> = []): Pages =>
  Object.assign(Object.create(null) as Pages, Object.fromEntries(entries));
