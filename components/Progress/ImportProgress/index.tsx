'use client';
/**
 * 'Import progress': reads a file saved with 'Download my progress', shows what it holds in a
 * dialog (the member's ID, under the university's word for it (`studentId`, content/site.yaml), date,
 * submodules complete) and merges or replaces. A file it refuses leaves the
 * progress exactly as it was and says why in an alert. A native <dialog>: the browser traps focus,
 * closes it on Esc and returns focus to the file input.
 */
import { sameEid } from '@/lib/record/record';
import { useRef, useState, type ChangeEvent } from 'react';
import Modal from '@/components/ui/Modal';
import { localDateTime } from '@/lib/progress/dates';
import { joinContext, type ImportMode } from '@/lib/progress/merge';
import { parseProgressFile, sizeRefusal, type ProgressFile } from '@/lib/progress/progressFile';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';
import { countWords, progressCount } from '@/lib/progress/teams';
import { useChosenTeam } from '@/lib/store/team';
import { progressActions, useProgressStore } from '@/lib/store/progress';
import { useMember } from '@/lib/store/session';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';

export default function ImportProgress({ outline, studentId }: { outline: OutlineBlock[]; studentId: string }) {
  const member = useMember();
  const team = useChosenTeam();
  const dialog = useRef<HTMLDialogElement>(null);
  const [file, setFile] = useState<ProgressFile | null>(null);
  const [dropped, setDropped] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = ''; // the same file may be chosen again
    // A new file is a new dialog: closed until it is read, then opened, even when the last one's
    // Cancel has closed the dialog and its close event has not yet cleared the last file.
    setFile(null);
    setError(null);
    setDone(null);
    if (!chosen) return;
    const refusal = sizeRefusal(chosen.size);
    if (refusal) return setError(refusal);
    const checked = parseProgressFile(await chosen.text(), { outline, now: new Date() });
    if (!checked.ok) return setError(checked.message);
    setDropped(checked.dropped.length);
    setFile(checked.file);
  };

  const apply = (mode: ImportMode) => {
    if (!file) return;
    progressActions().importProgress(file.pages, mode, joinContext(outline));
    const s = summariseProgress(outline, useProgressStore.getState().pages);
    setDone(
      `${mode === 'merge' ? 'Progress merged' : 'Progress replaced'}: ${countWords(progressCount(s.blocks, team), { inAll: false })}.`,
    );
    dialog.current?.close();
  };

  const inFile = file ? summariseProgress(outline, file.pages) : null;
  const otherMember = Boolean(file && member && !sameEid(file.eid, member.eid));
  return (
    <div className={styles.import}>
      <label htmlFor="import-progress" className={styles.label}>
        Import progress
      </label>
      <input
        id="import-progress"
        type="file"
        accept=".json,application/json"
        onChange={choose}
        className={styles.input}
        aria-describedby="import-progress-hint"
      />
      <p id="import-progress-hint" className={styles.hint}>
        A file saved with &lsquo;Download my progress&rsquo;, on this or another device.
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={styles.done}>
        {done}
      </p>
      {/* Opened once its content is there, so the browser focuses its first button (Cancel). */}
      <Modal open={file !== null} ref={dialog} className={styles.dialog} aria-labelledby="import-title" onClose={() => setFile(null)}>
        {file && inFile && (
          <>
            <h2 id="import-title">Import this progress file?</h2>
            <dl className={styles.facts}>
              <dt>{studentId}</dt>
              <dd>{file.eid}</dd>
              <dt>Saved on</dt>
              <dd>{localDateTime(file.exportedAt)}</dd>
              <dt>Submodules complete</dt>
              <dd>{`${inFile.done} / ${inFile.total}`}</dd>
            </dl>
            {dropped > 0 && (
              <p>{`${plural(dropped, 'page')} in the file name no submodule of this site's onboarding and will be left out.`}</p>
            )}
            {otherMember && (
              <p
                className={styles.warning}
              >{`This file belongs to another ${studentId} (${file.eid}); you are signed in as ${member?.eid}. You can still merge it into your progress.`}</p>
            )}
            <p>
              Merge keeps everything you have done here and adds what the file holds. Replace makes your progress exactly the file&apos;s.
            </p>
            <div className={styles.actions}>
              <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
                Cancel
              </button>
              {!otherMember && (
                <button type="button" className="button button-secondary" onClick={() => apply('replace')}>
                  Replace
                </button>
              )}
              <button type="button" className="button" onClick={() => apply('merge')}>
                Merge
              </button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
