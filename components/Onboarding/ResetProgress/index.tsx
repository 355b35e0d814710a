'use client';
/**
 * 'My progress' (the /progress page) and 'Reset my progress', which clears this member's saved
 * onboarding progress after a confirmation.
 */
import Link from 'next/link';
import { useState } from 'react';
import Modal from '@/components/ui/Modal';
import { progressActions } from '@/lib/store/progress';
import styles from './index.module.css';

export default function ResetProgress() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.row}>
      <Link href="/progress/" className={styles.progress}>
        My progress
      </Link>
      <button type="button" className={styles.reset} onClick={() => setOpen(true)}>
        Reset my progress
      </button>
      <Modal open={open} onClose={() => setOpen(false)} className={styles.dialog} aria-labelledby="reset-progress-title">
        <form method="dialog" className={styles.form}>
          <h2 id="reset-progress-title">Reset your onboarding progress?</h2>
          <p>
            This clears every clicked link, opened document, watched video, quiz result and upload record saved on this device. It cannot be
            undone.
          </p>
          <div className={styles.actions}>
            <button type="submit" value="cancel" className="button button-secondary">
              Cancel
            </button>
            <button type="submit" value="reset" className="button button-danger" onClick={() => progressActions().reset()}>
              Reset progress
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
