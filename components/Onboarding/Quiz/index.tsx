'use client';
/**
 * A quiz inside a task card: one fieldset per question, 'Submit Quiz' once every
 * question has an answer, then locked answers, marks, the score line and 'Retry Quiz'.
 * The result (with the answers) is saved per task, so it survives a reload.
 */
import { useEffect, useRef, useState } from 'react';
import { FiCheck, FiX } from 'react-icons/fi';
import type { QuizQuestion } from '@/lib/content/onboardingSchema';
import { isQuizPassed, quizResultFor, quizVerdict, resultMatchesQuiz, scoreQuiz, scoreText } from '@/lib/onboarding/quiz';
import { localDateTime } from '@/lib/progress/dates';
import { progressActions, usePageProgress } from '@/lib/store/progress';
import styles from './index.module.css';

type Props = { pageKey: string; taskIndex: number; quizKey: string; title?: string; questions: QuizQuestion[]; email: string };

export default function Quiz({ pageKey, taskIndex, quizKey, title, questions, email }: Props) {
  const saved = quizResultFor(usePageProgress(pageKey)?.quizzes, taskIndex, quizKey);
  const savedHere = saved && resultMatchesQuiz(saved, quizKey) && saved.answers ? saved : undefined;
  // A pass carried by a 'Continue on another device' link holds the score and time, not the answers.
  const carriedPass = saved && !saved.answers && isQuizPassed(saved, quizKey) ? saved : undefined;
  /** Answers being given now; null shows the saved result (or a fresh quiz). */
  const [draft, setDraft] = useState<Record<number, string> | null>(null);
  const submitted = draft === null && savedHere !== undefined;
  const answers: Record<number, string> = draft ?? (savedHere?.answers as Record<number, string> | undefined) ?? {};
  const score = scoreQuiz(questions, answers);
  const allAnswered = questions.every((q) => answers[q.id] !== undefined);

  const choose = (id: number, option: string) => setDraft({ ...answers, [id]: option });
  // Submit Quiz disappears with the submit: the score line takes focus, so the member hears it and
  // Tab goes on from the result (a saved result shown on arrival takes none).
  const scoreRef = useRef<HTMLParagraphElement>(null);
  const justSubmitted = useRef(false);
  useEffect(() => {
    if (!submitted || !justSubmitted.current) return;
    justSubmitted.current = false;
    scoreRef.current?.focus();
  }, [submitted]);
  const submit = () => {
    if (!allAnswered) return;
    justSubmitted.current = true;
    progressActions().setQuiz(pageKey, taskIndex, {
      correct: score.correct,
      total: score.total,
      passed: isQuizPassed({ correct: score.correct, total: score.total, quizKey }, quizKey),
      quizKey,
      answers: { ...answers },
    });
    setDraft(null);
  };
  const retry = () => {
    progressActions().setQuiz(pageKey, taskIndex, null, quizKey);
    setDraft({});
  };

  if (carriedPass && draft === null) {
    const when = carriedPass.submittedAt ? ` on ${localDateTime(carriedPass.submittedAt)}` : '';
    return (
      <div className={`${styles.quiz} ${styles.result}`} role="status" aria-label={title ?? 'Quiz'}>
        {title && <h4 className={styles.title}>{title}</h4>}
        <p className={styles.perfect}>{`Passed on another device${when}: ${scoreText(carriedPass.correct, carriedPass.total)}.`}</p>
        <button type="button" className={`button ${styles.button}`} onClick={() => setDraft({})}>
          Take it again here
        </button>
      </div>
    );
  }
  return (
    <form
      className={styles.quiz}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={title ?? 'Quiz'}
    >
      {title && <h4 className={styles.title}>{title}</h4>}
      {questions.map((q, i) => (
        <fieldset key={q.id} className={styles.question} disabled={submitted}>
          <legend>{`${i + 1}. ${q.question}`}</legend>
          {q.options.map((option) => {
            const chosen = answers[q.id] === option;
            const correct = submitted && option === q.correctAnswer;
            const wrong = submitted && chosen && option !== q.correctAnswer;
            return (
              <label key={option} className={`${styles.option} ${correct ? styles.correct : ''} ${wrong ? styles.wrong : ''}`}>
                <input
                  type="radio"
                  name={`${pageKey}-${taskIndex}-q${q.id}`}
                  value={option}
                  checked={chosen}
                  onChange={() => choose(q.id, option)}
                />
                {/* One column beside the radio: a long answer wraps under its own first line, not under the radio. */}
                <span className={styles.answer}>
                  {option}
                  {wrong && (
                    <>
                      <FiX aria-hidden className={styles.mark} />
                      <span className="visually-hidden">(wrong answer)</span>
                    </>
                  )}
                  {correct && (
                    <>
                      <FiCheck aria-hidden className={styles.mark} />
                      <span className={styles.correctText}>(Correct Answer)</span>
                    </>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
      {!submitted ? (
        <button type="submit" className={`button ${styles.button}`} disabled={!allAnswered}>
          Submit Quiz
        </button>
      ) : (
        <div className={styles.result} role="status">
          <p ref={scoreRef} tabIndex={-1} className={styles.score}>
            {score.line}
          </p>
          <p className={score.passed ? styles.perfect : undefined}>{quizVerdict(score, email)}</p>
          <button type="button" className={`button ${styles.button}`} onClick={retry}>
            Retry Quiz
          </button>
        </div>
      )}
    </form>
  );
}
