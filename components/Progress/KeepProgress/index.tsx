'use client';
/**
 * Moving progress between browsers and keeping it: download, import, a link and QR code for another
 * device, whether this browser keeps the site's storage, and the unreadable copy if one was set aside.
 */
import type { OutlineBlock } from '@/lib/progress/summary';
import { useProgressBackup, useStorageKept, type StorageKept } from '@/lib/store/progress';
import { useMember } from '@/lib/store/session';
import { downloadBackup } from '@/components/Progress/BackupNotice';
import DownloadProgress from '@/components/Progress/DownloadProgress';
import ImportProgress from '@/components/Progress/ImportProgress';
import SendHandoff from '@/components/Progress/Handoff/Send';
import styles from './index.module.css';

const KEPT_TEXT = {
  kept: 'This browser has promised to keep the site’s storage: your progress stays here until you reset it.',
  'not-kept':
    'This browser may clear the site’s storage (Safari does after 7 days without a visit): download your progress from time to time.',
  unknown: 'This browser does not say whether it keeps the site’s storage: download your progress from time to time.',
} satisfies Record<StorageKept, string>;

export default function KeepProgress({ outline, studentId }: { outline: OutlineBlock[]; studentId: string }) {
  const kept = useStorageKept();
  const backup = useProgressBackup();
  const member = useMember();
  return (
    <section aria-labelledby="keep-progress" className={styles.section}>
      <h2 id="keep-progress">Keep your progress</h2>
      <p>
        Your progress is saved in this browser only. Download it to keep a copy or to carry on in another browser, then import it there.
      </p>
      <p className={styles.kept} data-kept={kept}>
        {KEPT_TEXT[kept]}
      </p>
      <DownloadProgress />
      <ImportProgress outline={outline} studentId={studentId} />
      <SendHandoff outline={outline} />
      {backup && member && (
        <p className={styles.backup}>
          Progress that could not be read is kept in this browser.{' '}
          <button type="button" className={styles.link} onClick={() => downloadBackup(member.eid, backup.raw)}>
            Download the unreadable copy
          </button>
        </p>
      )}
    </section>
  );
}
