import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedContentPage from '@/components/Members/Sealed/SealedContentPage';
import { membersPageMetadata } from '@/lib/members/metadata';

// The page's own title and description are sealed with its text; the tab shows them once it opens.
export const metadata = membersPageMetadata('/competition-info');

export default function CompetitionInfoPage() {
  preloadSealed('competition-info');
  return <SealedContentPage name="competition-info" />;
}
