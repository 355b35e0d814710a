'use client';
/**
 * 'n / total submodules complete' for one block, for the Programs page. Feed it from the server with
 * `resumeBlocks()` from lib/content/onboarding (a server-only loader).
 */
import { isSubmoduleComplete, type TaskRequirements } from '@/lib/onboarding/completion';
import { useAllProgress, useProgressReady } from '@/lib/store/progress';
import styles from './index.module.css';

export type BlockProgressProps = {
  blockId: string;
  /** Every submodule of the block: its progress key (e.g. softwareB1Module1_2) and task requirements. */
  submodules: { pageKey: string; tasks: TaskRequirements[] }[];
  className?: string;
};

export default function BlockProgress({ blockId, submodules, className }: BlockProgressProps) {
  const hydrated = useProgressReady();
  const progress = useAllProgress();
  const done = hydrated ? submodules.filter((s) => isSubmoduleComplete(s.tasks, progress[s.pageKey])).length : 0;
  const total = submodules.length;
  return (
    <span className={`${styles.progress} ${className ?? ''}`} data-block={blockId} data-complete={total > 0 && done === total}>
      {`${done} / ${total} submodules complete`}
    </span>
  );
}
