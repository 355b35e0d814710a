'use client';
/**
 * Per block of blocks.yaml, grouped by team: a progress bar with 'n / total submodules complete',
 * then each submodule (a link to its page), complete or what is left. With the member's own team
 * known, it comes first and the other team is folded under 'Hardware team: 0 / 24
 * submodules complete' (opened for printing, so the paper report stays whole).
 */
import Link from '@/components/ui/IntentLink';
import { useEffect, useRef } from 'react';
import { FiCheckCircle } from 'react-icons/fi';
import type { BlockSummary } from '@/lib/progress/summary';
import { progressCount, teamOrder } from '@/lib/progress/teams';
import { submoduleNumber } from '@/lib/onboarding/names';
import styles from './index.module.css';

function TeamBlocks({ blocks }: { blocks: BlockSummary[] }) {
  return blocks.map((b) => (
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
  ));
}

export default function BlockList({ blocks, ownTeam = null }: { blocks: BlockSummary[]; ownTeam?: string | null }) {
  const { shown, folded } = teamOrder(
    blocks.map((b) => b.team),
    ownTeam,
  );
  const foldedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const open = () => foldedRef.current?.querySelectorAll('details').forEach((d) => (d.open = true));
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);
  const ofTeam = (team: string) => blocks.filter((b) => b.team === team);
  // The other team's count stays in sight on its fold: 'Hardware team: 0 / 24 submodules complete'.
  const count = (team: string) => {
    const { done, total } = progressCount(ofTeam(team), team);
    return `${done} / ${total} submodules complete`;
  };
  return (
    <>
      {shown.map((team) => (
        <section key={team} className={styles.team} aria-labelledby={`team-${team}`}>
          <h2 id={`team-${team}`}>{team}</h2>
          <TeamBlocks blocks={ofTeam(team)} />
        </section>
      ))}
      {folded.length > 0 && (
        <div ref={foldedRef}>
          {folded.map((team) => (
            <details key={team} className={styles.other}>
              <summary>{`${team} team: ${count(team)}`}</summary>
              <TeamBlocks blocks={ofTeam(team)} />
            </details>
          ))}
        </div>
      )}
    </>
  );
}
