'use client';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import BlockProgress, { type BlockProgressProps } from '@/components/Onboarding/BlockProgress';
import CurriculumSearch from '@/components/Search/CurriculumSearch';
import PageShell from '../PageShell';
import styles from './index.module.css';

type Team = 'Software' | 'Hardware';
type BlockChoice = { id: string; label: string; submodules: BlockProgressProps['submodules'] };

/** Programs (spec 2.9): step 1 picks the team, step 2 lists its blocks from content/onboarding/blocks.yaml. */
export default function Programs({ blocks }: { blocks: Record<Team, BlockChoice[]> }) {
  const [team, setTeam] = useState<Team | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  // After a step change, focus the new step's heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [team]);

  const choose = (next: Team | null) => {
    stepChanged.current = true;
    setTeam(next);
  };

  if (team === null) {
    return (
      <PageShell>
        <h1 ref={headingRef} tabIndex={-1}>
          Which team are you in?
        </h1>
        <CurriculumSearch />
        <div className={styles.choices}>
          {(['Software', 'Hardware'] as const).map((t) => (
            <button key={t} type="button" className={styles.choice} onClick={() => choose(t)}>
              {t}
            </button>
          ))}
        </div>
        <Link href="/member" className={styles.back}>
          Back
        </Link>
      </PageShell>
    );
  }

  return (
    <PageShell>
      <h1 ref={headingRef} tabIndex={-1}>
        Select your onboarding block
      </h1>
      <CurriculumSearch />
      <p className={styles.team}>{team} team</p>
      <ul className={styles.blocks}>
        {blocks[team].map((block) => (
          <li key={block.id}>
            <Link href={`/onboarding/${block.id}/1_1/`} className={styles.choice} aria-describedby={`progress-${block.id}`}>
              {block.label}
            </Link>
            <span id={`progress-${block.id}`} className={styles.progress}>
              <BlockProgress blockId={block.id} submodules={block.submodules} />
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.back} onClick={() => choose(null)}>
        Back
      </button>
    </PageShell>
  );
}
