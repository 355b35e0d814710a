/**
 * /review (members only, behind the (members) guard): the officers' table of members' onboarding,
 * built in the browser from progress files and report e-mails. The curriculum it counts against is
 * the sealed outline of /progress; the page's own words are interface, not members' content.
 */
import { preloadSealed } from '@/components/Members/Sealed/preload';
import ReviewPage from '@/components/Review/ReviewPage';
import { membersPageMetadata } from '@/lib/members/metadata';
import { loadSite } from '@/lib/content/site';

export const metadata = membersPageMetadata('/review');

export default function ReviewMembersPage() {
  preloadSealed('progress');
  return <ReviewPage studentId={loadSite().university.studentId} />;
}
