'use client';
/**
 * The members' table: a button in every header sorts by that column (aria-sort says how), the member
 * column (and, on wide screens, the status) stays in view while the table scrolls sideways inside its
 * own frame, each block is a small bar with 'n / total', and the quizzes cell discloses the best
 * scores of the member's team's quizzes.
 */
import { quizResultText } from '@/lib/onboarding/quiz';
import type { ReviewRow, Sort } from '@/lib/review/table';
import styles from './index.module.css';

type Props = { rows: ReviewRow[]; sort: Sort; onSort: (sort: Sort) => void };

function Header({ column, label, sort, onSort, className }: { column: string; label: string; className?: string } & Omit<Props, 'rows'>) {
  const active = sort.column === column;
  const next = active && sort.direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined} className={className}>
      <button type="button" onClick={() => onSort({ column, direction: next })}>
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/** The count is of the member's team's quizzes, and so is the list behind it. */
function Quizzes({ row }: { row: ReviewRow }) {
  const count = `${row.quizzesPassed} / ${row.quizzesTotal}`;
  if (row.quizzesTotal === 0)
    return (
      <>
        {count}
        <span className="visually-hidden"> quizzes passed</span>
      </>
    );
  return (
    <details className={styles.quizzes}>
      <summary>
        {count}
        <span className="visually-hidden"> quizzes passed: best scores</span>
      </summary>
      <ul>
        {row.quizzes
          .filter((q) => q.counted)
          .map((q) => (
            <li key={q.title}>{`${q.title}: ${q.result ? quizResultText(q.result) : 'not taken'}`}</li>
          ))}
      </ul>
    </details>
  );
}

export default function ReviewTable({ rows, sort, onSort }: Props) {
  const head = { sort, onSort };
  return (
    <div className={styles.frame} role="region" aria-label="Members’ progress table" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <Header column="name" label="Member" className={styles.sticky} {...head} />
            <Header column="eid" label="EID" {...head} />
            <Header column="team" label="Team" {...head} />
            {rows[0].blocks.map((b) => (
              <Header key={b.id} column={`block:${b.id}`} label={b.name} {...head} />
            ))}
            <Header column="quizzes" label="Quizzes passed" {...head} />
            <Header column="uploads" label="Uploads" {...head} />
            <Header column="reported" label="Latest report" {...head} />
            <Header column="status" label="Status" className={styles.status} {...head} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={styles.sticky}>
                <span className={styles.name}>{r.name || '(no name)'}</span>
                {r.reports > 1 && <span className={styles.merged}>{`newest of ${r.reports} reports`}</span>}
              </th>
              <td>{r.eid}</td>
              <td>{r.team || '–'}</td>
              {r.blocks.map((b) => (
                <td key={b.id}>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${b.total ? (100 * b.done) / b.total : 0}%` }} />
                  </span>
                  {`${b.done} / ${b.total}`}
                </td>
              ))}
              <td>
                <Quizzes row={r} />
              </td>
              <td>{r.uploads}</td>
              <td>{r.reported}</td>
              <td className={styles.status}>
                {r.status}
                {r.retired && <span className={styles.note}>{r.retired}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
