'use client';
/**
 * The members' table: a button in every header sorts by that column (aria-sort says how). The block
 * columns are by place in the member's own team (a team's first block, its second ...), named after
 * the chosen team's blocks, so a team filter shows only that team's columns and 'All teams' no empty
 * ones. Each block is a small bar with 'n / total'; the quizzes cell discloses the best scores of the
 * member's team's quizzes; a report older than two weeks and a member stuck on a submodule are said
 * in words. On a phone the member column stays in view while the table scrolls inside its frame.
 * It draws the rows it is given (a page of them, or all on paper), and tells assistive technology
 * where they sit among all `total` (aria-rowcount, aria-rowindex).
 */
import { quizResultText } from '@/lib/onboarding/quiz';
import type { OutlineBlock } from '@/lib/progress/summary';
import { blockColumns, teamBlocks, type ReviewRow, type Sort } from '@/lib/review/table';
import styles from './index.module.css';

type Props = {
  rows: ReviewRow[];
  /** Where `rows` start among all the table's rows, and how many there are: the table shows a page. */
  first?: number;
  total?: number;
  sort: Sort;
  onSort: (sort: Sort) => void;
  outline: readonly OutlineBlock[];
  team: string;
  studentId: string;
};

function Header({
  column,
  label,
  sort,
  onSort,
  className,
}: { column: string; label: string; className?: string } & Pick<Props, 'sort' | 'onSort'>) {
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

function Block({ block }: { block: ReviewRow['blocks'][number] | undefined }) {
  if (!block) return <>–</>;
  return (
    <>
      <span className={styles.bar} aria-hidden="true">
        <span style={{ width: `${block.total ? (100 * block.done) / block.total : 0}%` }} />
      </span>
      {`${block.done} / ${block.total}`}
    </>
  );
}

function Place({ row }: { row: ReviewRow }) {
  if (!row.place) return <>{row.status === 'Onboarding complete' ? 'All done' : '–'}</>;
  return (
    <>
      {row.place.kind === 'stuck' && <strong className={styles.stuck}>Stuck at </strong>}
      {row.place.label}
      <span className={styles.note}>{row.place.block}</span>
    </>
  );
}

export default function ReviewTable({ rows, first = 0, total = rows.length, sort, onSort, outline, team, studentId }: Props) {
  const head = { sort, onSort };
  const columns = blockColumns(outline, team);
  return (
    <div className={styles.frame} role="region" aria-label="Members’ progress table" tabIndex={0}>
      <table className={styles.table} aria-rowcount={total + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <Header column="name" label="Member" className={styles.sticky} {...head} />
            <Header column="eid" label={studentId} {...head} />
            <Header column="team" label="Team" {...head} />
            {columns.map((label, n) => (
              <Header key={n} column={`block:${n}`} label={label} {...head} />
            ))}
            <Header column="quizzes" label="Quizzes passed" {...head} />
            <Header column="uploads" label="Uploads" {...head} />
            <Header column="reported" label="Latest report" {...head} />
            <Header column="place" label="Next submodule" className={styles.wrap} {...head} />
            <Header column="status" label="Status" {...head} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.key} aria-rowindex={first + i + 2}>
              <th scope="row" className={styles.sticky}>
                <span className={styles.name}>{r.name || '(no name)'}</span>
                {r.reports > 1 && <span className={styles.merged}>{`newest of ${r.reports} reports`}</span>}
              </th>
              <td>{r.eid}</td>
              <td>{r.team || '–'}</td>
              {columns.map((_, n) => (
                <td key={n}>
                  <Block block={teamBlocks(r)[n]} />
                </td>
              ))}
              <td>
                <Quizzes row={r} />
              </td>
              <td>{r.uploads}</td>
              <td className={styles.wrap}>
                {r.reported}
                {r.stale && <strong className={styles.stale}>over 2 weeks ago</strong>}
              </td>
              <td className={styles.wrap}>
                <Place row={r} />
              </td>
              <td className={styles.wrap}>
                {r.status}
                {r.stage && <span className={styles.note}>{r.stage}</span>}
                {r.retired && <span className={styles.note}>{r.retired}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
