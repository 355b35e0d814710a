'use client';
/**
 * The completion check of a task (shown on purpose: docs/decisions/onboarding.md, "Completion and
 * saved progress"): 'Task complete', or what is done in the words of the card's lists.
 */
import { FiCheckCircle } from 'react-icons/fi';
import { taskStatusWords, type TaskRequirements } from '@/lib/onboarding/completion';
import { usePageProgress, useProgressReady } from '@/lib/store/progress';
import styles from './index.module.css';

export default function TaskStatus({
  pageKey,
  taskIndex,
  tasks,
}: {
  pageKey: string;
  taskIndex: number;
  /** The page's tasks (an upload is found among the page's: lib/onboarding/pageRecord). */
  tasks: readonly TaskRequirements[];
}) {
  const hydrated = useProgressReady();
  const page = usePageProgress(pageKey);
  if (!hydrated) return null;
  const words = taskStatusWords(tasks, page, taskIndex);
  return words === '' ? (
    <p className={styles.done}>
      <FiCheckCircle aria-hidden /> Task complete
    </p>
  ) : (
    <p className={styles.todo}>{words}</p>
  );
}
