'use client';
/**
 * Member Home's way to /progress, with the count the member reads there: of their own team once they
 * have chosen one on Programs (lib/progress/teams), else of the whole curriculum. The link is drawn
 * with the page and the count joins it on the same line once progress is loaded, so nothing moves.
 */
import Link from '@/components/ui/IntentLink';
import { isSubmoduleComplete } from '@/lib/onboarding/completion';
import type { ResumeBlock } from '@/lib/onboarding/resume';
import { countWords, progressCount } from '@/lib/progress/teams';
import { useAllProgress, useProgressReady } from '@/lib/store/progress';
import { useChosenTeam } from '@/lib/store/team';
// Member Home's own line (its Events line is the same): one style for both.
import styles from '@/components/Members/MemberHome/index.module.css';

export default function ProgressCount({ blocks }: { blocks: ResumeBlock[] }) {
  const ready = useProgressReady();
  const pages = useAllProgress();
  const team = useChosenTeam();
  const counted = blocks.map((b) => ({
    team: b.team,
    total: b.submodules.length,
    done: b.submodules.filter((s) => isSubmoduleComplete(s.tasks, pages[s.pageKey])).length,
  }));
  return (
    <p className={styles.line}>
      <Link href="/progress/">My progress</Link>
      {ready ? `: ${countWords(progressCount(counted, team))}` : ''}
    </p>
  );
}
