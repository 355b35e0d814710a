/**
 * The one merge of two members' records: the hand-off link, 'Import progress' (Merge) and the
 * following of another tab's writes all use `joinRecords`. It is a join in the lattice sense:
 * commutative, associative and idempotent (on the canonical form it returns: lists sorted, keys in
 * order), and it never drops a tick, a visit, an upload (its file names, count and date) or a quiz
 * result that counts. The property tests in ./__tests__/join.test.ts check each law on generated
 * curricula and records (docs/decisions/onboarding.md, "One merge").
 *
 * Two things make it depend on the curriculum, given as a `JoinContext` where the caller has it:
 * - a submodule that moved (`formerly`): what is saved under its former key is joined into its page;
 * - one result per task: when both sides hold a result in one task's place, the one that counts on
 *   the quiz as it is now wins; a result is first moved to the place of the task that has its quiz,
 *   so that a record saved before the tasks were reordered loses nothing.
 * Without a context (the store, between two tabs of one browser) results are ranked by the score alone.
 */
import { type PageProgress, type Pages, type QuizResult, type UploadRecord, emptyPage, pagesMap } from '@/lib/record/record';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import { currentKey, formerKeyMap, type FormerKeys } from '@/lib/onboarding/identity';
import { isQuizPassed, quizIdOf, resultMatchesQuiz, scoreIsPass } from '@/lib/onboarding/quiz';

/** What the join reads of the curriculum: its moved submodules and each page's tasks. */
export type JoinContext = { formerKeys?: FormerKeys; tasks?: Readonly<Record<string, readonly TaskRequirements[]>> };

type CurriculumLike = readonly {
  submodules: readonly { pageKey: string; formerKeys?: readonly string[]; tasks: readonly TaskRequirements[] }[];
}[];

/** The context of a curriculum (the outline /progress has, or the blocks of /programs). */
export const joinContext = (blocks: CurriculumLike): JoinContext => ({
  formerKeys: formerKeyMap(blocks),
  tasks: Object.fromEntries(blocks.flatMap((b) => b.submodules.map((s) => [s.pageKey, s.tasks]))),
});

const time = (iso: string | undefined) => (iso ? Date.parse(iso) || 0 : 0);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortedUnion = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort(byText);
/** Objects with their keys in order, so that equal records are equal texts too. */
const ordered = <T>(entries: [string, T][]): Record<string, T> => Object.fromEntries(entries.sort(([a], [b]) => byText(a, b)));
const canonicalText = (v: unknown): string =>
  JSON.stringify(v, (_, x) => (x && typeof x === 'object' && !Array.isArray(x) ? ordered(Object.entries(x)) : x));

/** Compares rank lists front to back: numbers and texts, the first difference decides. */
function compareRanks(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i], b[i]];
    if (x !== y) return typeof x === 'number' && typeof y === 'number' ? x - y : byText(String(x), String(y));
  }
  return 0;
}

/**
 * A result's rank in the place of a task whose quiz is `slotKey` (today's key), best last: of the
 * task's quiz; a pass of it as it is now; taken on it as it is now; a pass by the pass mark; the share
 * right; the later; and, between results alike in all that, their text (any fixed order will do).
 */
function quizRank(r: QuizResult, slotKey: string | undefined): (number | string)[] {
  const ours = slotKey !== undefined && quizIdOf(r.quizKey) === quizIdOf(slotKey);
  const share = r.total > 0 ? r.correct / r.total : 0;
  return [
    Number(ours),
    Number(ours && isQuizPassed(r, slotKey)),
    Number(ours && resultMatchesQuiz(r, slotKey!)),
    Number(scoreIsPass(r)),
    share,
    time(r.submittedAt),
    canonicalText(r),
  ];
}

const canonicalQuiz = (r: QuizResult): QuizResult => ({
  ...r,
  ...(r.answers ? { answers: ordered(Object.entries(r.answers)) } : {}),
});

/** The better of two results kept in one task's place (the pass mark, not the stored flag, judges). */
export function betterQuizResult(a: QuizResult, b: QuizResult, slotKey?: string): QuizResult {
  return canonicalQuiz(compareRanks(quizRank(b, slotKey), quizRank(a, slotKey)) > 0 ? b : a);
}

/** Both records of one task's upload: each file name as often as either side has it, the larger count, the later date. */
export function combineUploads(a: UploadRecord, b: UploadRecord): UploadRecord {
  const names: string[] = [];
  for (const name of new Set([...a.names, ...b.names])) {
    const times = Math.max(a.names.filter((n) => n === name).length, b.names.filter((n) => n === name).length);
    names.push(...Array<string>(times).fill(name));
  }
  names.sort(byText);
  // Who submitted and when come together from the later record (ties by their text, any fixed order).
  const rank = (u: UploadRecord) => [time(u.uploadedAt), u.uploadedAt ?? '', u.fullName ?? '', u.eid ?? ''];
  const { fullName, eid, uploadedAt } = compareRanks(rank(b), rank(a)) > 0 ? b : a;
  return {
    count: Math.max(a.count, b.count, names.length),
    names,
    ...(fullName !== undefined ? { fullName } : {}),
    ...(eid !== undefined ? { eid } : {}),
    ...(uploadedAt !== undefined ? { uploadedAt } : {}),
  };
}

/** The place a result belongs in: the first task that has its quiz now, else where it was saved. */
function quizPlace(slot: string, r: QuizResult, tasks: readonly TaskRequirements[] | undefined): string {
  const at = tasks?.findIndex((t) => t.quizKey !== undefined && quizIdOf(t.quizKey) === quizIdOf(r.quizKey)) ?? -1;
  return at >= 0 ? String(at) : slot;
}

function joinQuizzes(sides: readonly Record<string, QuizResult>[], tasks: readonly TaskRequirements[] | undefined) {
  const out = new Map<string, QuizResult>();
  for (const side of sides)
    for (const [slot, r] of Object.entries(side)) {
      const place = quizPlace(slot, r, tasks);
      const there = out.get(place);
      out.set(place, there ? betterQuizResult(there, r, tasks?.[Number(place)]?.quizKey) : canonicalQuiz(r));
    }
  return ordered([...out]);
}

function joinUploads(sides: readonly Record<string, UploadRecord>[]) {
  const out = new Map<string, UploadRecord>();
  for (const side of sides)
    for (const [key, u] of Object.entries(side)) {
      const there = out.get(key);
      out.set(key, combineUploads(there ?? u, u));
    }
  return ordered([...out]);
}

/** The join of what both sides hold for one page; `tasks`: the page's tasks now, where known. */
export function joinPage(a: PageProgress, b: PageProgress, tasks?: readonly TaskRequirements[]): PageProgress {
  return {
    links: sortedUnion(a.links, b.links),
    documents: sortedUnion(a.documents, b.documents),
    videos: sortedUnion(a.videos, b.videos),
    restricted: sortedUnion(a.restricted, b.restricted),
    visited: a.visited || b.visited,
    quizzes: joinQuizzes([a.quizzes, b.quizzes], tasks),
    uploads: joinUploads([a.uploads, b.uploads]),
  };
}

/**
 * The join of two members' records (the same member on two devices, or a file): everything either
 * side has done, each page under its key now. Changes neither side.
 */
export function joinRecords(a: Pages, b: Pages, context: JoinContext = {}): Pages {
  const { formerKeys = {}, tasks = {} } = context;
  const out = new Map<string, PageProgress>();
  for (const side of [a, b])
    for (const [saved, page] of Object.entries(side)) {
      const key = currentKey(saved, formerKeys);
      const known = Object.hasOwn(tasks, key) ? tasks[key] : undefined;
      out.set(key, joinPage(out.get(key) ?? emptyPage(), page, known));
    }
  return pagesMap([...out].sort(([x], [y]) => byText(x, y)));
}

export type ImportMode = 'merge' | 'replace';

export function importPages(current: Pages, incoming: Pages, mode: ImportMode, context?: JoinContext): Pages {
  return mode === 'replace' ? incoming : joinRecords(current, incoming, context);
}

/**
 * The pages with everything saved under a former key (a submodule that moved, `formerly`) moved to
 * its current key, joined with what is saved there already. The same object when nothing moved, so
 * that a record read is written back only when something did.
 */
export function canonicalPages(pages: Pages, former: FormerKeys): Pages {
  if (!Object.keys(pages).some((key) => Object.hasOwn(former, key))) return pages;
  const out = pagesMap();
  for (const [key, page] of Object.entries(pages)) {
    const now = currentKey(key, former);
    out[now] = Object.hasOwn(out, now) ? joinPage(out[now], page) : page;
  }
  return out;
}
