'use client';
/**
 * Where /progress offers a 'Continue on another device' link's progress: the offer and its decoder
 * are fetched only when a link's progress is waiting (the address's fragment, or kept through sign-in).
 */
import dynamic from 'next/dynamic';
import type { Member } from '@/lib/auth/member';
import type { OutlineBlock } from '@/lib/progress/summary';
import { usePendingHandoff } from '@/lib/store/handoff';

const ReceiveHandoff = dynamic(() => import('./Receive'), { ssr: false, loading: () => <p role="status">Reading the link…</p> });

export default function PendingHandoff({ outline, member }: { outline: OutlineBlock[]; member: Member }) {
  const [value, done] = usePendingHandoff();
  return value ? <ReceiveHandoff value={value} outline={outline} member={member} done={done} /> : null;
}
