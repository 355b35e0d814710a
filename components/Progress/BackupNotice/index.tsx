'use client';
/**
 * Unreadable saved progress (damaged, or from an older version of the site) was set aside before
 * the member started afresh: say so once, with the copy to download. The store remembers that the
 * member was told; the notice stays for this visit.
 */
import { useEffect } from 'react';
import { localDate } from '@/lib/progress/dates';
import { saveTextFile } from '@/lib/progress/saveFile';
import { progressActions, useProgressBackup } from '@/lib/store/progress';
import { useMember } from '@/lib/store/session';
import styles from './index.module.css';

export function downloadBackup(eid: string, raw: string) {
  saveTextFile(`onboarding-progress-backup-${eid}-${localDate(new Date())}.txt`, raw, 'text/plain');
}

export default function BackupNotice({ email }: { email: string }) {
  const backup = useProgressBackup();
  const member = useMember();
  const tell = Boolean(backup && !backup.told && member);

  useEffect(() => {
    if (tell) progressActions().markBackupTold();
  }, [tell]);

  if (!tell || !backup || !member) return null;
  return (
    <div role="status" className={styles.notice}>
      <p>
        {`The progress saved in this browser could not be read (it was damaged, or saved by an older version of the site), so you start afresh here. A copy was kept: download it and send it to ${email} if you need it back.`}
      </p>
      <button type="button" className="button button-secondary" onClick={() => downloadBackup(member.eid, backup.raw)}>
        Download the unreadable copy
      </button>
    </div>
  );
}
