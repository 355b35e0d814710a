/**
 * The picture of the cohort beside /review's table, drawn as plain SVG bars from the rows the table
 * shows: per block, how many members of its team finished each submodule and passed each quiz; per
 * team, how many members are at each submodule (where the cohort stalls). Every chart says its
 * numbers in words: the column charts as their image's name, the standing bars as visible text.
 */
import { finishedChart, standingChart, type BarGroup } from '@/lib/review/cohort';
import type { OutlineBlock } from '@/lib/progress/summary';
import type { ReviewRow } from '@/lib/review/table';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';

const COLUMN = 26;
const GAP = 8;
const HEIGHT = 64;
const TOP = 14;
const TICKS = 16;

/** '1.2' under a submodule's column, 'Q' under a quiz's. */
const tick = (label: string) => (label.startsWith('Quiz: ') ? 'Q' : label.split(' ')[0]);

/** One block's columns: the share of its team's members who finished each, the count above it. */
function Columns({ group }: { group: BarGroup }) {
  const width = group.bars.length * (COLUMN + GAP);
  const name = `${group.name}: ${group.bars.map((b) => `${b.label}, ${b.count} of ${b.of}`).join('; ')}`;
  return (
    <div className={styles.panel}>
      <p className={styles.panelName} aria-hidden="true">
        {group.name}
      </p>
      <svg role="img" aria-label={name} viewBox={`0 0 ${width} ${TOP + HEIGHT + TICKS}`} width={width} className={styles.columns}>
        {group.bars.map((b, i) => {
          const x = i * (COLUMN + GAP) + GAP / 2;
          const h = b.of ? (HEIGHT * b.count) / b.of : 0;
          const quiz = b.label.startsWith('Quiz: ');
          return (
            <g key={b.label}>
              <rect x={x} y={TOP} width={COLUMN} height={HEIGHT} className={styles.track} />
              <rect x={x} y={TOP + HEIGHT - h} width={COLUMN} height={h} className={quiz ? styles.quiz : styles.done} />
              <text x={x + COLUMN / 2} y={TOP - 3} textAnchor="middle" className={styles.count}>
                {b.count}
              </text>
              <text x={x + COLUMN / 2} y={TOP + HEIGHT + TICKS - 3} textAnchor="middle" className={styles.tick}>
                {tick(b.label)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** One team's places, a bar each, its count in words beside it. */
function Standing({ group }: { group: BarGroup }) {
  return (
    <div className={styles.panel}>
      <p className={styles.panelName}>{group.name}</p>
      {group.bars.length === 0 ? (
        <p className={styles.none}>No members of this team in the table.</p>
      ) : (
        <ul className={styles.bars} aria-label={`Where the ${group.name} members are`}>
          {group.bars.map((b) => (
            <li key={b.label}>
              <span>{b.label}</span>
              <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className={styles.bar}>
                <rect width="100" height="10" className={styles.track} />
                <rect width={b.of ? (100 * b.count) / b.of : 0} height="10" className={styles.done} />
              </svg>
              <span>{plural(b.count, 'member')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Props = { rows: readonly ReviewRow[]; outline: readonly OutlineBlock[]; teams: readonly string[] };

export default function CohortCharts({ rows, outline, teams }: Props) {
  return (
    <div className={styles.charts}>
      <figure className={styles.figure}>
        <figcaption>Finished, of the members of each team in the table (Q: the quiz)</figcaption>
        <div className={styles.panels}>
          {finishedChart(rows, outline, teams).map((g) => (
            <Columns key={g.name} group={g} />
          ))}
        </div>
      </figure>
      <figure className={styles.figure}>
        <figcaption>Where the members are: the next submodule each one has to finish</figcaption>
        <div className={styles.panels}>
          {standingChart(rows, outline, teams).map((g) => (
            <Standing key={g.name} group={g} />
          ))}
        </div>
      </figure>
    </div>
  );
}
