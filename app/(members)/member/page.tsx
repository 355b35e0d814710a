import type { Metadata } from 'next';
import MemberHome from '@/components/Members/MemberHome';
import { loadMemberHome } from '@/lib/content/memberHome';

export const metadata: Metadata = { title: 'Member Home', robots: { index: false } };

export default function MemberHomePage() {
  return <MemberHome items={loadMemberHome()} />;
}
