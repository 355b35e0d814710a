'use client';
/**
 * /progress below the heading: notices, progress from another device's link, each block's progress,
 * quiz results, uploads, the report and keeping progress. Printed, it is a clean report (no navigation, no buttons).
 */
import { useMemo } from 'react';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';
import { countWords, currentTeam, progressCount } from '@/lib/progress/teams';
import { useAllProgress, useProgressReady } from '@/lib/store/progress';
import { useMember } from '@/lib/store/session';
import { useChosenTeam } from '@/lib/store/team';
import BackupNotice from '@/components/Progress/BackupNotice';
import BlockList from '@/components/Progress/BlockList';
import PendingHandoff from '@/components/Progress/Handoff/Lazy';
import KeepProgress from '@/components/Progress/KeepProgress/Lazy';
import QuizResults from '@/components/Progress/QuizResults';
import ReportActions from '@/components/Progress/ReportActions';
import SaveNotice from '@/components/Progress/SaveNotice';
import UploadList from '@/components/Progress/UploadList';
import sheet from '@/components/ui/PrintSheet/index.module.css';
import styles from './index.module.css';

/** `studentId`: the university's word for a student ID (content/site.yaml), e.g. EID. */
export default function ProgressPage({ outline, email, studentId }: { outline: OutlineBlock[]; email: string; studentId: string }) {
  const hydrated = useProgressReady();
  const pages = useAllProgress();
  const member = useMember();
  const chosen = useChosenTeam();
  // The team under its name now (a renamed team's former name counts), so its count and its blocks agree.
  const ownTeam = currentTeam(outline, chosen);
  const summary = useMemo(() => summariseProgress(outline, pages), [outline, pages]);
  if (!hydrated || !member) return <p role="status">Reading your saved progress…</p>;
  return (
    <div className={`${styles.page} ${sheet.sheet}`}>
      <SaveNotice />
      <BackupNotice email={email} />
      <PendingHandoff outline={outline} member={member} />
      {/* The member's own team once chosen; the other team's count is with its folded blocks below. */}
      <p className={styles.total}>{countWords(progressCount(summary.blocks, ownTeam))}</p>
      {/* The report and the file first: on a phone the blocks below run several screens long. */}
      <ReportActions email={email} member={member} summary={summary} outline={outline} pages={pages} team={ownTeam} />
      <KeepProgress outline={outline} studentId={studentId} />
      <BlockList blocks={summary.blocks} ownTeam={ownTeam} />
      <QuizResults quizzes={summary.quizzes} />
      <UploadList uploads={summary.uploads} />
    </div>
  );
}
