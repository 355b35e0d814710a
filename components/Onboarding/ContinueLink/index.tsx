'use client';
/**
 * 'Continue where you left off' (or the next block, once the last one visited is finished), for a
 * member coming back. Shows nothing until progress is loaded, and nothing before the first visit.
 */
import Link from '@/components/ui/IntentLink';
import { blockName, submoduleNumber } from '@/lib/onboarding/names';
import { whereToContinue, type ResumeBlock } from '@/lib/onboarding/resume';
import { useLastVisit } from '@/lib/store/lastVisit';
import { useAllProgress, useProgressReady } from '@/lib/store/progress';
import styles from './index.module.css';

/** `inline`: one line under other content (Member Home), rather than a box heading the page. */
export default function ContinueLink({ blocks, inline = false }: { blocks: ResumeBlock[]; inline?: boolean }) {
  const hydrated = useProgressReady();
  const pages = useAllProgress();
  const last = useLastVisit();
  const suggestion = hydrated ? whereToContinue(blocks, pages, last) : null;
  if (!suggestion) return null;
  const { block, submodule } = suggestion;
  const target = `${blockName(block)}: Module ${submoduleNumber(submodule.key)}: ${submodule.title}`;
  return (
    <p className={inline ? styles.line : styles.box}>
      {suggestion.kind === 'next' && suggestion.blockComplete && (
        <span className={styles.note}>{`You finished ${blockName(suggestion.finished)}.`}</span>
      )}
      <Link href={submodule.href} className={inline ? styles.inlineLink : styles.link}>
        <span className={styles.action}>{suggestion.kind === 'continue' ? 'Continue where you left off' : 'Start the next block'}</span>
        {inline ? ': ' : ''}
        <span className={styles.target}>{target}</span>
      </Link>
    </p>
  );
}
