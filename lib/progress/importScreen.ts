/**
 * What an imported progress file may hold beyond its schema, judged against this site's curriculum
 * (the outline /progress receives) and the day of the import:
 * - pages of submodules the curriculum does not have are dropped, not kept in storage for ever, and so
 *   are results of quizzes it does not have (a made-up quiz would otherwise sit in storage unjudged);
 * - a score of the quiz a task has now is a whole number from 0 to that quiz's question count;
 * - no date is later than the day of the import.
 * Anything else refuses the whole file, as the schema does.
 */
import { type Pages, pagesMap } from '@/lib/record/record';
import { quizIdOf, resultMatchesQuiz } from '@/lib/onboarding/quiz';
import { formerKeyMap } from '@/lib/onboarding/identity';
import { canonicalPages } from './merge';
import type { OutlineBlock, OutlineTask } from './summary';

export type ImportContext = { outline: readonly OutlineBlock[]; now: Date };
export type Screened = { ok: true; pages: Pages; dropped: string[] } | { ok: false; problem: string };

/** The start of the day after `now`, local time: a date at or after it is in the future. */
const tomorrow = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();

/** Null when `iso` is missing or not after the import day; else the problem at `path`. */
export function futureDate(iso: string | undefined, path: string, now: Date): string | null {
  return iso !== undefined && Date.parse(iso) >= tomorrow(now) ? `${path}: expected a date no later than today` : null;
}

function pageProblem(key: string, page: Pages[string], tasks: readonly OutlineTask[], now: Date): string | null {
  for (const [i, result] of Object.entries(page.quizzes)) {
    const path = `pages.${key}.quizzes.${i}`;
    const task = tasks.find((t) => t.quizKey && quizIdOf(t.quizKey) === quizIdOf(result.quizKey));
    // A result of the quiz as it is now: a result of an earlier set of answers never counts anyway.
    if (task?.questions !== undefined && task.quizKey && resultMatchesQuiz(result, task.quizKey)) {
      for (const field of ['correct', 'total'] as const) {
        const n = result[field];
        if (!Number.isFinite(n) || n < 0 || n > task.questions) return `${path}.${field}: expected a score from 0 to ${task.questions}`;
      }
    }
    const late = futureDate(result.submittedAt, `${path}.submittedAt`, now);
    if (late) return late;
  }
  for (const [i, upload] of Object.entries(page.uploads)) {
    const late = futureDate(upload.uploadedAt, `pages.${key}.uploads.${i}.uploadedAt`, now);
    if (late) return late;
  }
  return null;
}

export function screenPages(pages: Pages, { outline, now }: ImportContext): Screened {
  const known = new Map(outline.flatMap((b) => b.submodules.map((s) => [s.pageKey, s.tasks] as const)));
  const quizIds = new Set(
    outline.flatMap((b) => b.submodules.flatMap((s) => s.tasks.flatMap((t) => (t.quizKey ? [quizIdOf(t.quizKey)] : [])))),
  );
  const kept = pagesMap();
  const dropped: string[] = [];
  // Progress saved under a submodule's former place (`formerly`) counts for the submodule now there.
  for (const [key, page] of Object.entries(canonicalPages(pages, formerKeyMap(outline)))) {
    const tasks = known.get(key);
    if (!tasks) {
      dropped.push(key);
      continue;
    }
    const quizzes = Object.entries(page.quizzes).filter(([, r]) => quizIds.has(quizIdOf(r.quizKey)));
    const screened = quizzes.length === Object.keys(page.quizzes).length ? page : { ...page, quizzes: Object.fromEntries(quizzes) };
    const problem = pageProblem(key, screened, tasks, now);
    if (problem) return { ok: false, problem };
    kept[key] = screened;
  }
  return { ok: true, pages: kept, dropped };
}
