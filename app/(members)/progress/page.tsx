/**
 * /progress (members only, behind the (members) guard): what the member has done, the report for
 * the onboarding officers, and keeping progress across browsers. The curriculum outline is built
 * here at build time; the member's progress is read in the browser.
 */
import type { Metadata } from 'next';
import PageShell from '@/components/Members/PageShell';
import ContinueLink from '@/components/Onboarding/ContinueLink';
import MemberLine from '@/components/Progress/MemberLine';
import ProgressPage from '@/components/Progress/ProgressPage';
import { loadSite } from '@/lib/content/site';
import { progressOutline } from '@/lib/progress/outline';

export const metadata: Metadata = { title: 'My progress', robots: { index: false } };

export default function MyProgressPage() {
  const outline = progressOutline();
  return (
    <PageShell wide>
      <h1>My progress</h1>
      <MemberLine />
      <ContinueLink blocks={outline} />
      <ProgressPage outline={outline} email={loadSite().email.onboarding} />
    </PageShell>
  );
}
