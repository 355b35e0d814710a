import type { Metadata } from 'next';
import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedMemberHome from '@/components/Members/Sealed/SealedMemberHome';
import { curriculumFormerKeys } from '@/lib/content/navigation';

export const metadata: Metadata = { title: 'Member Home', robots: { index: false } };

export default function MemberHomePage() {
  preloadSealed('member');
  return <SealedMemberHome formerKeys={curriculumFormerKeys()} />;
}
