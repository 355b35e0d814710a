/**
 * A content check as a named rule (github/docs' content linter is the model): an id that messages
 * and tests can name, one sentence on what it guards, and a check from a checked file to the
 * problems an officer reads. Each rule has its own test in lib/content/rules/__tests__, and a test
 * fails when a rule has none.
 */
import type { ContentProblem } from '@/lib/content/problems';

export type Rule<Context> = {
  /** kebab-case, unique among all rules. */
  id: string;
  /** What an officer would get wrong without it. */
  description: string;
  check: (context: Context) => ContentProblem[];
};

/** Where a file's lines are found: a field's line, and the line of a text at or after a field's. */
export type Lines = {
  file: string;
  at: (path: (string | number)[]) => number | undefined;
  find: (needle: string, from: number | undefined) => number | undefined;
};

/** The problems of every rule, in the order the rules are listed. */
export const runRules = <Context>(rules: readonly Rule<Context>[], context: Context): ContentProblem[] =>
  rules.flatMap((rule) => rule.check(context));
