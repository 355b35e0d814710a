'use client';
/**
 * /review's results below the inputs: the filters and count line, the picture of the cohort, the
 * table a page of rows at a time (TablePages) and its CSV, keeping the table in this browser, and
 * printing. Printed, it is the officers' one-page summary: the count line, the charts and every row.
 * Its code is fetched once the page has painted (./Lazy.tsx), not with the page: an officer opens
 * /review before giving it any report.
 *
 * Thousands of members stay responsive: the new members are drawn in React's background pass
 * (useDeferredValue), which typing and clicks interrupt, and the section listens only to what it
 * shows, not to the reading's progress.
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { saveTextFile } from '@/lib/progress/saveFile';
import type { OutlineBlock } from '@/lib/progress/summary';
import { countLine, downloadLabel, filterRows, reviewRows, sortRows, STATUSES, TEAM_UNKNOWN, type Sort } from '@/lib/review/table';
import { useReviewStore } from '@/lib/store/review';
import { usePrinting } from '@/lib/ui/usePrinting';
import CohortCharts from '@/components/Review/CohortCharts/Lazy';
import ReviewTable from '@/components/Review/ReviewTable';
import TablePages from '@/components/Review/TablePages';
import styles from '@/components/Review/ReviewBoard/index.module.css';

/** Rows on one page of the table. */
const PAGE = 100;

export default function ReviewResults({ outline, studentId }: { outline: OutlineBlock[]; studentId: string }) {
  const { members, anyRefused, kept, keepFailed, keep, clear } = useReviewStore(
    useShallow(({ members, refusals, kept, keepFailed, keep, clear }) => ({
      members,
      anyRefused: refusals.length > 0,
      kept,
      keepFailed,
      keep,
      clear,
    })),
  );
  const [sort, setSort] = useState<Sort>({ column: 'name', direction: 'ascending' });
  const [team, setTeam] = useState('');
  const [status, setStatus] = useState('');
  const [first, setFirst] = useState(0);
  const printing = usePrinting();
  const ids = useId();
  // The day a report's age is judged on: this visit's, fixed while the page is open.
  const [now] = useState(() => new Date());

  const shownMembers = useDeferredValue(members);
  const all = useMemo(() => reviewRows(shownMembers, outline, now), [shownMembers, outline, now]);
  const rows = useMemo(() => sortRows(filterRows(all, { team, status }), sort), [all, team, status, sort]);
  // A filter or a sort starts again at the first page; fewer rows than before keep the last page in reach.
  const start = Math.min(first, Math.max(0, Math.ceil(rows.length / PAGE) - 1) * PAGE);
  const page = printing ? rows : rows.slice(start, start + PAGE);
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setFirst(0);
    };
  const teams = [...new Set(outline.map((b) => b.team))];
  const shownTeams = teams.includes(team) ? [team] : teams;
  // The CSV writer is fetched on the first download, not with the page.
  const download = () =>
    void import('@/lib/review/csv').then(({ csvFileName, reviewCsv }) =>
      saveTextFile(csvFileName(new Date()), reviewCsv(rows, outline, studentId), 'text/csv;charset=utf-8'),
    );

  return (
    <section aria-labelledby="review-table" className={styles.results}>
      <h2 id="review-table">Members</h2>
      <div className={`${styles.filters} ${styles.screenOnly}`}>
        {/* Labels by id: a wrapping label's name would take in the options' words ('Team unknown' is a status too). */}
        <div>
          <label htmlFor={`${ids}-team`}>Team</label>
          <select id={`${ids}-team`} value={team} onChange={(e) => choose(setTeam)(e.target.value)}>
            <option value="">All teams</option>
            {teams.map((t) => (
              <option key={t}>{t}</option>
            ))}
            <option value={TEAM_UNKNOWN}>Team unknown</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-status`}>Status</label>
          <select id={`${ids}-status`} value={status} onChange={(e) => choose(setStatus)(e.target.value)}>
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className={styles.count}>
        {countLine(rows)}
      </p>
      {rows.length > 0 && (
        <>
          <CohortCharts rows={rows} outline={outline} teams={shownTeams} />
          <ReviewTable
            rows={page}
            first={printing ? 0 : start}
            total={rows.length}
            sort={sort}
            onSort={choose(setSort)}
            outline={outline}
            team={team}
            studentId={studentId}
          />
          <TablePages first={start} shown={page.length} total={rows.length} size={PAGE} onPage={setFirst} />
        </>
      )}
      <div className={`${styles.actions} ${styles.screenOnly}`}>
        <button type="button" className="button" onClick={download} disabled={rows.length === 0}>
          {downloadLabel(rows.length, { team, status })}
        </button>
        <label className={styles.keep}>
          <input type="checkbox" checked={kept} onChange={(e) => keep(e.target.checked)} />
          Keep this table in this browser
        </label>
        <button type="button" className="button button-secondary" onClick={clear} disabled={members.length === 0 && !anyRefused && !kept}>
          Clear
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()} disabled={rows.length === 0}>
          Print summary
        </button>
      </div>
      {keepFailed && (
        <p role="alert" className={styles.warning}>
          This browser would not keep the table (its storage is full or turned off): it lasts until you leave this page.
        </p>
      )}
    </section>
  );
}
