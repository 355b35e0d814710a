'use client';
import Link from '@/components/ui/IntentLink';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import BlockProgress from '@/components/Onboarding/BlockProgress';
import ContinueLink from '@/components/Onboarding/ContinueLink';
import type { ResumeBlock } from '@/lib/onboarding/resume';
import CurriculumSearch from '@/components/Search/CurriculumSearch';
import { useRememberTeam } from '@/lib/store/team';
import PageShell from '@/components/Members/PageShell';
import styles from './index.module.css';

/** The teams, in the order blocks.yaml first names them (content, never a list kept here). */
const teamsOf = (blocks: readonly ResumeBlock[]) => [...new Set(blocks.map((b) => b.team))];

/** `?team=software` names the chosen team, so the browser's Back from a block lands on step 2. */
const teamFrom = (teams: readonly string[], param: string | null): string | null => teams.find((t) => t.toLowerCase() === param) ?? null;

/** Programs (/programs): step 1 picks the team, step 2 lists its blocks from content/onboarding/blocks.yaml. */
export default function Programs({ blocks }: { blocks: ResumeBlock[] }) {
  const teams = teamsOf(blocks);
  const team = teamFrom(teams, useSearchParams().get('team'));
  const router = useRouter();
  const pathname = usePathname();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  useRememberTeam(team);

  // After a step change, focus the new step's heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [team]);

  const progressLink = (
    <Link href="/progress/" className={styles.myProgress}>
      My progress
    </Link>
  );

  const choose = (next: string | null) => {
    stepChanged.current = true;
    router.push(next ? `${pathname}?team=${encodeURIComponent(next.toLowerCase())}` : pathname, { scroll: false });
  };

  if (team === null) {
    return (
      <PageShell>
        <h1 ref={headingRef} tabIndex={-1}>
          Which team are you in?
        </h1>
        <ContinueLink blocks={blocks} />
        <div className={styles.search}>
          <CurriculumSearch />
        </div>
        <div className={styles.choices}>
          {teams.map((t) => (
            <button key={t} type="button" className={styles.choice} onClick={() => choose(t)}>
              {t}
            </button>
          ))}
        </div>
        <Link href="/member" className={styles.back}>
          Back
        </Link>
        {progressLink}
      </PageShell>
    );
  }

  return (
    <PageShell>
      <h1 ref={headingRef} tabIndex={-1}>
        Select your onboarding block
      </h1>
      <p className={styles.team}>{team} team</p>
      <ContinueLink blocks={blocks} />
      <div className={styles.search}>
        <CurriculumSearch />
      </div>
      <ul className={styles.blocks}>
        {blocks
          .filter((block) => block.team === team)
          .map((block) => (
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
      {progressLink}
    </PageShell>
  );
}
