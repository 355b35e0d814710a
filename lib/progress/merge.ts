import { emptyPage, type PageProgress, type QuizResult, type UploadRecord, pagesMap, type Pages } from '@/lib/record/record';
import { currentKey, type FormerKeys } from '@/lib/onboarding/identity';
import { scoreIsPass } from '@/lib/onboarding/quiz';
/**
 * Importing progress: 'Merge' keeps everything either side has done; 'Replace' takes the file's.
 * Pure, so the store applies it to the freshest saved record and tests pin every rule.
 */

const union = (a: readonly string[], b: readonly string[]) => [...a, ...b.filter((x) => !a.includes(x))];
const time = (iso: string | undefined) => (iso ? Date.parse(iso) : 0);
const later = (a: string | undefined, b: string | undefined) => (time(b) > time(a) ? b : a);

/** The better of two results of one quiz: a pass first (by the pass mark, not the stored flag), then the higher share right, then the later. */
export function betterQuizResult(a: QuizResult, b: QuizResult): QuizResult {
  if (scoreIsPass(a) !== scoreIsPass(b)) return scoreIsPass(a) ? a : b;
  const [ra, rb] = [a.total ? a.correct / a.total : 0, b.total ? b.correct / b.total : 0];
  if (ra !== rb) return ra > rb ? a : b;
  return time(b.submittedAt) > time(a.submittedAt) ? b : a;
}

/** Both uploads of one task: the file names together (each name as often as either side has it). */
export function combineUploads(a: UploadRecord, b: UploadRecord): UploadRecord {
  const names = [...a.names];
  const left = [...a.names];
  for (const name of b.names) {
    const i = left.indexOf(name);
    if (i >= 0) left.splice(i, 1);
    else names.push(name);
  }
  const newer = time(b.uploadedAt) > time(a.uploadedAt) ? b : a;
  const combined: UploadRecord = { ...newer, names, count: Math.max(names.length, a.count, b.count) };
  const at = later(a.uploadedAt, b.uploadedAt);
  if (at) combined.uploadedAt = at;
  return combined;
}

function mergeByTask<T>(a: Record<string, T>, b: Record<string, T>, both: (x: T, y: T) => T): Record<string, T> {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = Object.hasOwn(out, k) ? both(out[k], v) : v;
  return out;
}

export function mergePage(a: PageProgress, b: PageProgress): PageProgress {
  return {
    links: union(a.links, b.links),
    documents: union(a.documents, b.documents),
    videos: union(a.videos, b.videos),
    restricted: union(a.restricted, b.restricted),
    visited: a.visited || b.visited,
    quizzes: mergeByTask(a.quizzes, b.quizzes, betterQuizResult),
    uploads: mergeByTask(a.uploads, b.uploads, combineUploads),
  };
}

/** The union of two members' records: nothing done on either side is lost. */
export function mergeProgress(current: Pages, incoming: Pages): Pages {
  const out = pagesMap(Object.entries(current));
  for (const [key, page] of Object.entries(incoming)) out[key] = mergePage(Object.hasOwn(out, key) ? out[key] : emptyPage(), page);
  return out;
}

export type ImportMode = 'merge' | 'replace';

export function importPages(current: Pages, incoming: Pages, mode: ImportMode): Pages {
  return mode === 'replace' ? incoming : mergeProgress(current, incoming);
}

/**
 * The pages with everything saved under a former key (a submodule that moved, `formerly`) moved to
 * its current key, merged with what is saved there already. The same object when nothing moved.
 */
export function canonicalPages(pages: Pages, former: FormerKeys): Pages {
  if (!Object.keys(pages).some((key) => Object.hasOwn(former, key))) return pages;
  const out = pagesMap();
  for (const [key, page] of Object.entries(pages)) {
    const now = currentKey(key, former);
    out[now] = Object.hasOwn(out, now) ? mergePage(out[now], page) : page;
  }
  return out;
}
