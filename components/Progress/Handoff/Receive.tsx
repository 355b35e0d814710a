'use client';
/**
 * The other end of 'Continue on another device': a link's progress (read from the address, or kept
 * through sign-in) shown as what it would add, merged with one press (the same merge as 'Import
 * progress': nothing here is lost), or refused with its reason. Either way it is then forgotten.
 */
import { useEffect, useMemo, useState } from 'react';
import { readHandoff } from '@/lib/progress/handoff';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';
import { mergeProgress } from '@/lib/progress/merge';
import type { Pages } from '@/lib/record/record';
import { clearHandoff } from '@/lib/store/handoff';
import { progressActions, useAllProgress, useProgressStore } from '@/lib/store/progress';
import type { Member } from '@/lib/auth/member';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';

/** What merging `incoming` would add to `pages`, in the words of the page. */
function additions(outline: readonly OutlineBlock[], pages: Pages, incoming: Pages) {
  const before = summariseProgress(outline, pages);
  const after = summariseProgress(outline, mergeProgress(pages, incoming));
  const wasDone = new Set(before.blocks.flatMap((b) => b.submodules.filter((s) => s.complete).map((s) => s.pageKey)));
  const finished = after.blocks.flatMap((b) =>
    b.submodules.filter((s) => s.complete && !wasDone.has(s.pageKey)).map((s) => `${b.name}: ${s.title}`),
  );
  const passed = after.quizzes.filter((q) => q.passed).length - before.quizzes.filter((q) => q.passed).length;
  const uploads = after.uploads.length - before.uploads.length;
  return { finished, passed, uploads, total: after.total, done: after.done };
}

/** 'completes 2 submodules, passes 1 quiz and notes 1 upload', naming only what it adds. */
function inWords({ finished, passed, uploads }: { finished: string[]; passed: number; uploads: number }): string {
  const parts = [
    finished.length > 0 ? `completes ${plural(finished.length, 'submodule')}` : '',
    passed > 0 ? `passes ${plural(passed, 'quiz', 'quizzes')}` : '',
    uploads > 0 ? `notes ${plural(uploads, 'upload')}` : '',
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
}

type Props = { value: string; outline: OutlineBlock[]; member: Member; done: () => void };

/** Loaded by /progress only when a hand-off is pending (./Lazy.tsx). */
export default function ReceiveHandoff({ value, outline, member, done }: Props) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const pages = useAllProgress();
  const read = useMemo(() => readHandoff(value, outline, member), [value, outline, member]);
  const adds = useMemo(() => (read?.ok ? additions(outline, pages, read.pages) : null), [read, outline, pages]);

  useEffect(() => {
    if (!read.ok) clearHandoff(); // refused: nothing changes, and it is not offered again
  }, [read]);

  if (outcome) {
    return (
      <p role="status" className={styles.added}>
        {outcome}
      </p>
    );
  }
  if (!read.ok) {
    return (
      <p role="alert" className={styles.refused}>
        {read.reason}
      </p>
    );
  }
  const add = () => {
    progressActions().importProgress(read.pages, 'merge');
    const s = summariseProgress(outline, useProgressStore.getState().pages);
    clearHandoff();
    setOutcome(`Progress from your other device added: ${s.done} / ${s.total} submodules complete.`);
  };
  const dismiss = () => {
    clearHandoff();
    done();
  };
  const nothingNew = adds && !adds.finished.length && adds.passed <= 0 && adds.uploads <= 0;
  return (
    <section aria-labelledby="handoff-offer" className={styles.offer}>
      <h2 id="handoff-offer">Progress from another device</h2>
      {nothingNew ? (
        <p>Everything this link holds is in your progress here already.</p>
      ) : (
        <>
          <p>{`Adding it to your progress here ${inWords(adds!)}. Nothing you have done here is lost.`}</p>
          {adds!.finished.length > 0 && (
            <ul className={styles.finished}>
              {adds!.finished.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {read.unknown > 0 && (
        <p>{`${plural(read.unknown, 'submodule')} of the link ${read.unknown === 1 ? 'is' : 'are'} not in this curriculum and left out.`}</p>
      )}
      <div className={styles.actions}>
        {!nothingNew && (
          <button type="button" className="button" onClick={add}>
            Add to my progress
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={dismiss}>
          {nothingNew ? 'OK' : 'Not now'}
        </button>
      </div>
    </section>
  );
}
