/**
 * /progress (members only, behind the (members) guard): what the member has done, the report for
 * the onboarding officers, and keeping progress. The curriculum outline is sealed at build; the
 * member's progress is read in the browser.
 */
import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedProgress from '@/components/Members/Sealed/SealedProgress';
import { curriculumFormerKeys } from '@/lib/content/navigation';
import { loadSite } from '@/lib/content/site';
import { membersPageMetadata } from '@/lib/members/metadata';

export const metadata = membersPageMetadata('/progress');

export default function MyProgressPage() {
  preloadSealed('progress');
  return <SealedProgress formerKeys={curriculumFormerKeys()} studentId={loadSite().university.studentId} />;
}
