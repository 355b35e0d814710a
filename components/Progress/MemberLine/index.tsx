'use client';
/**
 * The signed-in member's name and student ID under the /progress heading (and on the printed
 * report), the ID after the university's word for it (`studentId`, content/site.yaml), e.g. EID.
 */
import { useMember } from '@/lib/store/session';
import styles from './index.module.css';

export default function MemberLine({ studentId }: { studentId: string }) {
  const member = useMember();
  if (!member) return null;
  return (
    <p className={styles.member}>
      <span className={styles.name}>{member.fullName}</span> <span className={styles.eid}>{`${studentId} ${member.eid}`}</span>
    </p>
  );
}
