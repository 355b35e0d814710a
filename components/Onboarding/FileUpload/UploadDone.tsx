'use client';
/** What a task's saved upload says: how many files, who submitted, where to send them, and 'Upload More Files'. */
import { useEffect, useRef } from 'react';
import type { UploadRecord } from '@/lib/record/record';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';

type Props = {
  upload: UploadRecord;
  email: string;
  /** Just submitted: the form collapsed into this panel, so it takes focus and stays on screen. */
  justSubmitted: boolean;
  onMore: () => void;
};

export default function UploadDone({ upload, email, justSubmitted, onMore }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  // Without this a phone's page jumps when the form collapses, and focus falls to the body.
  useEffect(() => {
    if (!justSubmitted) return;
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: 'center' });
  }, [justSubmitted]);
  return (
    <div className={styles.panel}>
      <div ref={panel} tabIndex={-1} className={styles.success} role="status">
        <p className={styles.successTitle}>Files uploaded successfully! You may now proceed.</p>
        <p>{`${plural(upload.count, 'file')} uploaded`}</p>
        <p>{`Submitted by: ${upload.fullName ?? ''} (${upload.eid ?? ''})`}</p>
        <p>{`Your files are noted on this device; send them to ${email} as the task says.`}</p>
        <button type="button" className={`button ${styles.button}`} onClick={onMore}>
          Upload More Files
        </button>
      </div>
    </div>
  );
}
