'use client';
/**
 * Where /progress offers a 'Continue on another device' link's progress: the offer and its decoder
 * are fetched only when a link's progress is waiting (the address's fragment, or kept through sign-in).
 */
import { lazyPanel } from '@/components/ui/LazyPanel';
import type { Member } from '@/lib/auth/member';
import type { OutlineBlock } from '@/lib/progress/summary';
import { useEffect, useState } from 'react';
import { pendingHandoff } from '@/lib/store/handoff';
import styles from './index.module.css';

const ReceiveHandoff = lazyPanel(() => import('./Receive'), {
  loading: 'Reading the link…',
  failed: 'The link could not be read: check your connection and reload the page.',
  className: styles.refused,
});

/** The pending hand-off, once the page has hydrated, and again when the address's fragment changes; null when none. */
function usePendingHandoff(): [string | null, () => void] {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    const look = () => setValue(pendingHandoff());
    look();
    window.addEventListener('hashchange', look);
    return () => window.removeEventListener('hashchange', look);
  }, []);
  return [value, () => setValue(null)];
}

export default function PendingHandoff({ outline, member }: { outline: OutlineBlock[]; member: Member }) {
  const [value, done] = usePendingHandoff();
  return value ? <ReceiveHandoff value={value} outline={outline} member={member} done={done} /> : null;
}
