import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedMemberHome from '@/components/Members/Sealed/SealedMemberHome';
import { curriculumFormerKeys } from '@/lib/content/navigation';
import { membersPageMetadata } from '@/lib/members/metadata';

export const metadata = membersPageMetadata('/member');

export default function MemberHomePage() {
  preloadSealed('member');
  return <SealedMemberHome formerKeys={curriculumFormerKeys()} />;
}
