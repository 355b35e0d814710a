/** Quiz scoring: 'Your score: X / N (P%)', P to 1 decimal; perfect means all correct. */
export type QuizQuestionLike = { id: number; question: string; options: readonly string[]; correctAnswer: string };

export type QuizScore = { correct: number; total: number; percent: string; perfect: boolean; line: string };

export function scoreQuiz(questions: readonly QuizQuestionLike[], answers: Readonly<Record<number, string>>): QuizScore {
  const total = questions.length;
  const correct = questions.filter((q) => answers[q.id] === q.correctAnswer).length;
  const percent = scorePercent(correct, total);
  return { correct, total, percent, perfect: total > 0 && correct === total, line: `Your score: ${scoreText(correct, total)}` };
}

const scorePercent = (correct: number, total: number) => (total === 0 ? 0 : (correct / total) * 100).toFixed(1);
/** 'X / N (P%)', P to 1 decimal: the score line, /progress and the progress report. */
export const scoreText = (correct: number, total: number) => `${correct} / ${total} (${scorePercent(correct, total)}%)`;

/** A fingerprint of a quiz's question set: a saved result only counts while the questions are the same. */
export function quizFingerprint(quizId: string, questions: readonly QuizQuestionLike[]): string {
  const text = JSON.stringify([quizId, questions.map((q) => [q.id, q.question, q.options, q.correctAnswer])]);
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return `${quizId}:${(h >>> 0).toString(36)}`;
}
