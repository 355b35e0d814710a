'use client';
/**
 * The members' table: a button in every header sorts by that column (aria-sort says how), the member
 * column stays in view while the table scrolls sideways inside its own frame, each block is a small
 * bar with 'n / total', and the quizzes cell discloses the best scores.
 */
import type { ReviewRow, Sort } from '@/lib/review/table';
import styles from './index.module.css';

type Props = { rows: ReviewRow[]; sort: Sort; onSort: (sort: Sort) => void };

function Header({
  column,
  label,
  sort,
  onSort,
  sticky = false,
}: { column: string; label: string; sticky?: boolean } & Omit<Props, 'rows'>) {
  const active = sort.column === column;
  const next = active && sort.direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined} className={sticky ? styles.sticky : undefined}>
      <button type="button" onClick={() => onSort({ column, direction: next })}>
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

function Quizzes({ row }: { row: ReviewRow }) {
  return (
    <details className={styles.quizzes}>
      <summary>
        {`${row.quizzesPassed} / ${row.quizzes.length}`}
        <span className="visually-hidden"> quizzes passed: best scores</span>
      </summary>
      <ul>
        {row.quizzes.map((q) => (
          <li
            key={q.title}
          >{`${q.title}: ${q.result ? `${q.result.correct} / ${q.result.total}${q.result.passed ? ', passed' : ', not passed'}${q.result.date ? `, ${q.result.date}` : ''}` : 'not taken'}`}</li>
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
            <Header column="name" label="Member" sticky {...head} />
            <Header column="eid" label="EID" {...head} />
            <Header column="team" label="Team" {...head} />
            {rows[0].blocks.map((b) => (
              <Header key={b.id} column={`block:${b.id}`} label={b.name} {...head} />
            ))}
            <Header column="quizzes" label="Quizzes passed" {...head} />
            <Header column="uploads" label="Uploads" {...head} />
            <Header column="reported" label="Latest report" {...head} />
            <Header column="status" label="Status" {...head} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={styles.sticky}>
                {r.name || '(no name)'}
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
              <td>{r.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
