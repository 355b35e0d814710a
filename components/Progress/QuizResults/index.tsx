/** Each quiz's last submission: title, where it is, score, passed or not, and when. */
import Link from '@/components/ui/IntentLink';
import { scoreText } from '@/lib/onboarding/quiz';
import { localDateTime } from '@/lib/progress/dates';
import type { QuizLine } from '@/lib/progress/summary';
import styles from './index.module.css';

export default function QuizResults({ quizzes }: { quizzes: QuizLine[] }) {
  return (
    <section aria-labelledby="quiz-results" className={styles.section}>
      <h2 id="quiz-results">Quiz results</h2>
      {quizzes.length === 0 ? (
        <p>No quiz submitted yet.</p>
      ) : (
        <ul className={styles.list}>
          {quizzes.map((q) => (
            <li key={`${q.pageKey}-${q.task}`} className={styles.item}>
              <Link href={q.href} className={styles.title}>
                {q.title}
              </Link>
              <span className={styles.where}>{`${q.blockShort}, ${q.submodule}`}</span>
              <span className={styles.score}>{scoreText(q.result.correct, q.result.total)}</span>
              <span className={q.passed ? styles.passed : styles.failed}>{q.passed ? 'Passed' : 'Not passed'}</span>
              {q.result.submittedAt ? (
                <time dateTime={q.result.submittedAt}>{localDateTime(q.result.submittedAt)}</time>
              ) : (
                <span>Date not recorded</span>
              )}
              {!q.current && <span className={styles.note}>The questions have changed since: take the quiz again.</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
