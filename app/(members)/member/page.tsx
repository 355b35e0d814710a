import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedMemberHome from '@/components/Members/Sealed/SealedMemberHome';
import { curriculumFormerKeys } from '@/lib/content/navigation';
import { membersPageMetadata } from '@/lib/members/metadata';

export const metadata = membersPageMetadata('/member');

export default function MemberHomePage() {
  preloadSealed('member');
  // 'Continue where you left off' needs the curriculum's blocks, from the Programs page's file: both
  // are fetched at once, and Member Home is drawn when both have opened (SealedMemberHome).
  preloadSealed('programs');
  return <SealedMemberHome formerKeys={curriculumFormerKeys()} />;
}
