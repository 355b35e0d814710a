/**
 * Per block of blocks.yaml, grouped by team: a progress bar with 'n / total submodules complete',
 * then each submodule (a link to its page), complete or what is left.
 */
import Link from 'next/link';
import { FiCheckCircle } from 'react-icons/fi';
import type { BlockSummary } from '@/lib/progress/summary';
import { submoduleNumber } from '@/lib/onboarding/names';
import styles from './index.module.css';

export default function BlockList({ blocks }: { blocks: BlockSummary[] }) {
  const teams = [...new Set(blocks.map((b) => b.team))];
  return teams.map((team) => (
    <section key={team} className={styles.team} aria-labelledby={`team-${team}`}>
      <h2 id={`team-${team}`}>{team}</h2>
      {blocks
        .filter((b) => b.team === team)
        .map((b) => (
          <section key={b.id} className={styles.block} aria-labelledby={`block-${b.id}`} data-complete={b.complete}>
            <h3 id={`block-${b.id}`}>{b.name}</h3>
            <div className={styles.bar}>
              <progress value={b.done} max={Math.max(b.total, 1)} aria-labelledby={`block-${b.id} count-${b.id}`} />
              <span id={`count-${b.id}`}>{`${b.done} / ${b.total} submodules complete`}</span>
            </div>
            <ul className={styles.submodules}>
              {b.submodules.map((s) => (
                <li key={s.key} className={s.complete ? styles.done : styles.todo}>
                  <Link href={s.href}>{`${submoduleNumber(s.key)} ${s.title}`}</Link>
                  {s.complete ? (
                    <span className={styles.complete}>
                      <FiCheckCircle aria-hidden /> Complete
                    </span>
                  ) : (
                    <span className={styles.left}>{`To do: ${s.left.join(', ')}`}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </section>
  ));
}
