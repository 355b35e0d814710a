'use client';
/**
 * Where /progress offers a 'Continue on another device' link's progress: the offer and its decoder
 * are fetched only when a link's progress is waiting (the address's fragment, or kept through sign-in).
 */
import { lazyPanel } from '@/components/ui/LazyPanel';
import type { Member } from '@/lib/auth/member';
import type { OutlineBlock } from '@/lib/progress/summary';
import { usePendingHandoff } from '@/lib/store/handoff';
import styles from './index.module.css';

const ReceiveHandoff = lazyPanel(() => import('./Receive'), {
  loading: 'Reading the link…',
  failed: 'The link could not be read: check your connection and reload the page.',
  className: styles.refused,
});

export default function PendingHandoff({ outline, member }: { outline: OutlineBlock[]; member: Member }) {
  const [value, done] = usePendingHandoff();
  return value ? <ReceiveHandoff value={value} outline={outline} member={member} done={done} /> : null;
}
