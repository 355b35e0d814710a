/**
 * A content check as a named rule (github/docs' content linter is the model): a short id that
 * officers read in each message it gives (`content/quizzes/x.yaml:12: NTC012 questions[0]...`), a
 * name, one sentence on what it guards and one on how to put it right (both in docs/adding-content.md's
 * table of rules), and a check from a checked file to the problems an officer reads. Each rule is
 * one file with its own test beside it; lib/content/rules/index.ts lists them.
 */
import type { ContentProblem } from '@/lib/content/problems';

export type Rule<Context> = {
  /** `NTC` and three digits, never reused (lib/content/rules/index.ts). */
  id: string;
  /** kebab-case, unique among all rules: what the rule is, in a few words. */
  name: string;
  /** What an officer would get wrong without it. */
  description: string;
  /** How an officer puts it right, in one sentence. */
  fix: string;
  check: (context: Context) => ContentProblem[];
};

/** Where a file's lines are found: a field's line, and the line of a text at or after a field's. */
export type Lines = {
  file: string;
  at: (path: (string | number)[]) => number | undefined;
  find: (needle: string, from: number | undefined) => number | undefined;
};

/** The problems of every rule, in the order the rules are listed, each marked with its rule's id. */
export const runRules = <Context>(rules: readonly Rule<Context>[], context: Context): ContentProblem[] =>
  rules.flatMap((rule) => rule.check(context).map((problem) => ({ ...problem, rule: rule.id })));
