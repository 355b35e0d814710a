'use client';
/** The signed-in member's name and EID under the /progress heading (and on the printed report). */
import { useMember } from '@/lib/store/session';
import styles from './index.module.css';

export default function MemberLine() {
  const member = useMember();
  if (!member) return null;
  return (
    <p className={styles.member}>
      <span className={styles.name}>{member.fullName}</span> <span className={styles.eid}>{`EID ${member.eid}`}</span>
    </p>
  );
}
