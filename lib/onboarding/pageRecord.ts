/**
 * A page's saved record read against the page as it is now (docs/decisions/onboarding.md, "What a
 * tick is kept under"): links, documents and videos are ticked by their identity (./identity: the
 * address), uploads kept under their task's key. Records saved before that hold names (a label or a
 * title) and uploads by task position: they count while those names still stand, and
 * ./resolvePage.ts moves them onto the identities whenever the page's items are at hand.
 */
import type { PageProgress, UploadRecord } from '@/lib/record/record';

export type ItemKind = 'links' | 'documents' | 'videos';
/** Per kind, the name (label or title) each item is shown under, by identity. */
export type ItemNames = Partial<Record<ItemKind, Readonly<Record<string, string>>>>;

/** What of a task the upload rules read (lib/onboarding/completion's TaskRequirements has it). */
export type UploadTask = { requiredActions: readonly string[]; key?: string };

const has = (o: object, key: string) => Object.hasOwn(o, key);
/** A task's key; in outlines made before tasks had keys, its position. */
export const keyOf = (task: UploadTask, index: number) => task.key ?? String(index);
const asksUpload = (task: UploadTask) => task.requiredActions.includes('uploadFiles');

/** Whether a page's list of one kind holds an item: by its identity, or by the name an older record holds. */
export const holds = (list: readonly string[], id: string, name?: string) =>
  list.includes(id) || (name !== undefined && list.includes(name));

/** Of saved uploads' keys, the one with files uploaded latest (then the last key in order: any fixed choice will do). */
function latest(keys: readonly string[], uploads: Readonly<Record<string, UploadRecord>>): string {
  const rank = (k: string) => [uploads[k].count > 0 ? 1 : 0, Date.parse(uploads[k].uploadedAt ?? '') || 0] as const;
  return keys.reduce((best, k) => {
    const [a, b] = [rank(k), rank(best)];
    return a[0] !== b[0] ? (a[0] > b[0] ? k : best) : a[1] !== b[1] ? (a[1] > b[1] ? k : best) : k > best ? k : best;
  });
}

/**
 * Which saved upload counts for which task, by position: the one under the task's key; else, for an
 * upload task, one saved under its position before tasks had keys; else, when exactly one upload task
 * has none (its title changed), a saved upload no task claims: the latest, when a merge brought more
 * than one (a rule that let a second unclaimed upload undo the first made merging lose a finished
 * task). Two upload tasks without theirs are never guessed between.
 */
export function uploadKeys(tasks: readonly UploadTask[], uploads: Readonly<Record<string, UploadRecord>>): Map<number, string> {
  const counted = new Map<number, string>();
  const claimed = new Set<string>();
  const claim = (index: number, key: string) => (counted.set(index, key), claimed.add(key));
  const keys = new Set(tasks.map(keyOf));
  tasks.forEach((t, i) => has(uploads, keyOf(t, i)) && claim(i, keyOf(t, i)));
  tasks.forEach((t, i) => {
    const old = String(i);
    if (!counted.has(i) && asksUpload(t) && has(uploads, old) && !claimed.has(old) && !keys.has(old)) claim(i, old);
  });
  const unclaimed = Object.keys(uploads).filter((k) => !claimed.has(k) && !keys.has(k));
  const waiting = tasks.flatMap((t, i) => (asksUpload(t) && !counted.has(i) ? [i] : []));
  if (unclaimed.length > 0 && waiting.length === 1) claim(waiting[0], latest(unclaimed, uploads));
  return counted;
}

/** The saved upload that counts for task `index` of the page. */
export function uploadFor(tasks: readonly UploadTask[], page: PageProgress | undefined, index: number): UploadRecord | undefined {
  if (!page) return undefined;
  const key = uploadKeys(tasks, page.uploads).get(index);
  return key === undefined ? undefined : page.uploads[key];
}
