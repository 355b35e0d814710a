/**
 * What the rules of this folder share (each rule is a file of its own, listed in ../index.ts).
 * The rules a quiz file (content/quizzes/<quizId>.yaml) must follow beyond its schema.
 */
import type { Quiz } from '@/lib/content/onboardingSchema';
import type { Lines } from '@/lib/content/rules/rule';

export type QuizContext = { quiz: Quiz; lines: Lines };

/** Letters and digits only: what is left of an answer when capitals, spaces and punctuation are set aside. */
export const bare = (answer: string) => answer.normalize('NFKC').replace(/[\s\p{P}]/gu, '');

/**
 * The option a correct answer was meant to be, when the two differ only in capitals, spaces or
 * punctuation. Never a different answer: '240 Hz' is close to '250 Hz' in spelling, and suggesting
 * it would make the quiz mark a wrong answer right.
 */
export function sameAnswerWrittenDifferently(answer: string, options: readonly string[]): { option: string; differs: string } | undefined {
  const option = options.find((o) => bare(o).toLowerCase() === bare(answer).toLowerCase());
  if (option === undefined) return undefined;
  const capitals = bare(option) !== bare(answer);
  const marks = option.toLowerCase() !== answer.toLowerCase();
  return { option, differs: capitals && marks ? 'capitals, spaces and punctuation' : capitals ? 'capitals' : 'spaces and punctuation' };
}
