/** Quiz scoring: 'Your score: X / N (P%)', P to 1 decimal; passed by the pass mark (./passMark.ts). */
import { PASS_MARK } from './passMark';

export type QuizQuestionLike = { id: number; question: string; options: readonly string[]; correctAnswer: string };

/** `passed`: by the pass mark; `perfect`: every question right (the words differ when the mark is lower). */
export type QuizScore = { correct: number; total: number; percent: string; passed: boolean; perfect: boolean; line: string };

export function scoreQuiz(questions: readonly QuizQuestionLike[], answers: Readonly<Record<number, string>>): QuizScore {
  const total = questions.length;
  const correct = questions.filter((q) => answers[q.id] === q.correctAnswer).length;
  const percent = scorePercent(correct, total);
  return {
    correct,
    total,
    percent,
    passed: scoreIsPass({ correct, total }),
    perfect: total > 0 && correct === total,
    line: `Your score: ${scoreText(correct, total)}`,
  };
}

const scorePercent = (correct: number, total: number) => (total === 0 ? 0 : (correct / total) * 100).toFixed(1);
/** 'X / N (P%)', P to 1 decimal: the score line, /progress and the progress report. */
export const scoreText = (correct: number, total: number) => `${correct} / ${total} (${scorePercent(correct, total)}%)`;

/** A saved result to put in words; `date` as the caller shows it, left out when none was recorded. */
type QuizResultWords = { correct: number; total: number; passed: boolean; date?: string };

/**
 * A quiz result in one line, in the words of /review's table, its CSV and the progress report:
 * '3 / 5, passed, 2026-11-20' or '2 / 5, not passed, 2026-11-20'. `percent` gives the score as the
 * member saw it ('3 / 5 (60.0%)', the report). `cell` is the CSV's shorter cell, which names only a
 * pass: '3 / 5 passed 2026-11-20', '2 / 5 2026-11-20'. (/progress shows the same parts apart, each
 * styled: see components/Progress/QuizResults.)
 */
export function quizResultText(
  { correct, total, passed, date }: QuizResultWords,
  { percent = false, cell = false }: { percent?: boolean; cell?: boolean } = {},
): string {
  const score = percent ? scoreText(correct, total) : `${correct} / ${total}`;
  if (cell) return [score, passed ? 'passed' : '', date ?? ''].filter(Boolean).join(' ');
  return [score, passed ? 'passed' : 'not passed', ...(date ? [date] : [])].join(', ');
}

/** djb2 over a text, in base 36: a fingerprint, not a secret. */
function fingerprint(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/**
 * What a saved result of a quiz is judged by: `<quizId>:r<revision>:<fingerprint>`, the fingerprint
 * taken over the question ids and their correct answers only. Rewording a question, a wrong option or
 * the title keeps every member's pass; changing a correct answer or the question ids, or raising the
 * quiz's `revision`, makes members take it again (`content:check --against` warns before a merge).
 */
export function quizKey(quizId: string, revision: number, questions: readonly Pick<QuizQuestionLike, 'id' | 'correctAnswer'>[]): string {
  const answers = [...questions].sort((a, b) => a.id - b.id).map((q) => [q.id, q.correctAnswer]);
  return `${quizId}:r${revision}:${fingerprint(JSON.stringify(answers))}`;
}

/** The quiz a saved result belongs to: its key up to the first ':' (the same in both key formats). */
export const quizIdOf = (key: string) => key.split(':')[0];

/**
 * Whether a saved result was made on the quiz as `key` describes it now. Results saved before keys
 * were judged by answers alone (`<quizId>:<fingerprint of the whole text>`) carry the member's
 * answers: a passed one counts while those answers are still the right ones of revision 1.
 */
export function resultMatchesQuiz(result: { quizKey: string; answers?: Readonly<Record<string, string>> }, key: string): boolean {
  if (result.quizKey === key) return true;
  const parts = result.quizKey.split(':');
  if (parts.length !== 2 || !result.answers || !key.startsWith(`${parts[0]}:r1:`)) return false;
  const given = Object.entries(result.answers).map(([id, correctAnswer]) => ({ id: Number(id), correctAnswer }));
  return quizKey(parts[0], 1, given) === key;
}

/**
 * The judge: a score passes when at least the pass mark's share of the questions is right
 * (./passMark.ts). A stored `passed` flag is never trusted. (The small allowance keeps 0.8 × 5 at 4.)
 */
export const scoreIsPass = (result: { correct: number; total: number }) =>
  result.total > 0 && result.correct >= Math.ceil(PASS_MARK * result.total - 1e-9);

/** The pass mark as the quiz says it: 'a 100% score', or 'a score of at least 80%'. */
export const passMarkWords = () => (PASS_MARK >= 1 ? 'a 100% score' : `a score of at least ${Math.round(PASS_MARK * 1000) / 10}%`);

/**
 * What the quiz says under the score line after a submission: the spec's words at a pass mark of
 * 100% ('Congratulations! You got a perfect score! …', 'Complete this quiz with a 100% score …').
 */
export function quizVerdict(score: Pick<QuizScore, 'passed' | 'perfect'>, email: string): string {
  if (!score.passed)
    return `Complete this quiz with ${passMarkWords()} to complete this task. You can retry this quiz an unlimited number of times.`;
  const praise = score.perfect ? 'You got a perfect score!' : 'You passed!';
  return `Congratulations! ${praise} Now, take a screenshot of your quiz results and email them to this email address: ${email}`;
}

/** A pass of the quiz as it is now: the pass mark, on the quiz's current questions and answers. */
export function isQuizPassed(result: QuizResultLike | undefined, key: string | undefined): boolean {
  return !!result && !!key && resultMatchesQuiz(result, key) && scoreIsPass(result);
}

type QuizResultLike = { quizKey: string; correct: number; total: number; passed?: boolean; answers?: Readonly<Record<string, string>> };

/**
 * A page's saved result of the quiz `key` names: the one saved for this task, or, when the tasks
 * were reordered since, the one saved for the same quiz under another task of the page.
 */
export function quizResultFor<R extends QuizResultLike>(
  results: Readonly<Record<string, R>> | undefined,
  task: number,
  key: string | undefined,
): R | undefined {
  if (!results || !key) return undefined;
  const id = quizIdOf(key);
  const here = results[task];
  if (here && quizIdOf(here.quizKey) === id) return here;
  return Object.values(results).find((r) => quizIdOf(r.quizKey) === id);
}
