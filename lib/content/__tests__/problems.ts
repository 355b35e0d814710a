/** Test helpers: what an officer would read when a loader rejects a file. */
import { ContentError, formatProblem, type ContentProblem } from '@/lib/content/problems';

/** The problems a call throws; fails the test when it throws none. */
export function problemsOf(load: () => unknown): ContentProblem[] {
  try {
    load();
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  }
  throw new Error('expected a ContentError');
}

/** The same problems as the `file:line: field: message` lines content:check prints. */
export function messagesOf(load: () => unknown): string[] {
  return problemsOf(load).map(formatProblem);
}
