'use client';
/** Shown when the browser refused to keep the sign-in: the member is signed in for this tab only. */
import { useMember, useSessionSaved } from '@/lib/store/session';
import styles from './index.module.css';

export default function SessionNotice() {
  const member = useMember();
  const saved = useSessionSaved();
  if (!member || saved) return null;
  return (
    <p role="status" className={styles.notice}>
      This browser can&apos;t keep your sign-in: you stay signed in in this tab until you reload or close it.
    </p>
  );
}
