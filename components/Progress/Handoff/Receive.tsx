'use client';
/**
 * The other end of 'Continue on another device': a link's progress (read from the address, or kept
 * through sign-in) shown as what it would add, item by item (lib/progress/additions), joined with one
 * press (the one merge, as 'Import progress' and other tabs: nothing here is lost), or refused with its
 * reason. Either way it is then forgotten.
 */
import { useEffect, useMemo, useState } from 'react';
import { additions, additionsInWords } from '@/lib/progress/additions';
import { readHandoff } from '@/lib/progress/handoff';
import { joinContext } from '@/lib/progress/merge';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';
import { countWords, progressCount } from '@/lib/progress/teams';
import { useChosenTeam } from '@/lib/store/team';
import { clearHandoff } from '@/lib/store/handoff';
import { progressActions, useAllProgress, useProgressStore } from '@/lib/store/progress';
import type { Member } from '@/lib/auth/member';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';

type Props = { value: string; outline: OutlineBlock[]; member: Member; done: () => void };

/** Loaded by /progress only when a hand-off is pending (./Lazy.tsx). */
export default function ReceiveHandoff({ value, outline, member, done }: Props) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const pages = useAllProgress();
  const team = useChosenTeam();
  const read = useMemo(() => readHandoff(value, outline, member), [value, outline, member]);
  // What the link adds, item by item; 'nothing new' only when the join equals what is here.
  const adds = useMemo(() => (read.ok ? additions(outline, pages, read.pages) : null), [read, outline, pages]);

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
    progressActions().importProgress(read.pages, 'merge', joinContext(outline));
    const s = summariseProgress(outline, useProgressStore.getState().pages);
    clearHandoff();
    setOutcome(`Progress from your other device added: ${countWords(progressCount(s.blocks, team), { inAll: false })}.`);
  };
  const dismiss = () => {
    clearHandoff();
    done();
  };
  const nothingNew = adds!.nothingNew;
  return (
    <section aria-labelledby="handoff-offer" className={styles.offer}>
      <h2 id="handoff-offer">Progress from another device</h2>
      {nothingNew ? (
        <p>Everything this link holds is in your progress here already.</p>
      ) : (
        <>
          <p>{`Adding it to your progress here ${additionsInWords(adds!)}. Nothing you have done here is lost.`}</p>
          {adds!.submodules.length > 0 && (
            <ul className={styles.finished}>
              {adds!.submodules.map((s) => (
                <li key={s.pageKey}>
                  <span className={styles.where}>{s.name}</span>
                  {`: ${[...(s.finishes ? ['complete'] : []), ...s.parts].join('; ')}`}
                </li>
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
