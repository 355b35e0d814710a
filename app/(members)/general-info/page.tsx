import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedContentPage from '@/components/Members/Sealed/SealedContentPage';
import { membersPageMetadata } from '@/lib/members/metadata';

// The page's own title and description are sealed with its text; the tab shows them once it opens.
export const metadata = membersPageMetadata('/general-info');

export default function GeneralInfoPage() {
  preloadSealed('general-info');
  return <SealedContentPage name="general-info" />;
}
