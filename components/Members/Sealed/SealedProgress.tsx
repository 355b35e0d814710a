'use client';
import ContinueLink from '@/components/Onboarding/ContinueLink';
import MemberLine from '@/components/Progress/MemberLine';
import ProgressPage from '@/components/Progress/ProgressPage';
import type { ProgressPayload } from '@/lib/seal/payloads';
import PageShell from '@/components/Members/PageShell';
import SealedPage from './SealedPage';
import { useLoadProgress } from '@/lib/store/useLoadProgress';
import type { FormerKeys } from '@/lib/onboarding/identity';

/**
 * /progress: what the member has done, the report for the onboarding officers, keeping progress.
 * `studentId`: the university's word for a student ID (content/site.yaml), public like the sign-in page's.
 */
export default function SealedProgress({ formerKeys, studentId }: { formerKeys: FormerKeys; studentId: string }) {
  useLoadProgress(formerKeys);
  return (
    <PageShell wide>
      <h1>My progress</h1>
      <MemberLine studentId={studentId} />
      <SealedPage<ProgressPayload> name="progress">
        {({ outline, email }) => (
          <>
            <ContinueLink blocks={outline} />
            <ProgressPage outline={outline} email={email} studentId={studentId} />
          </>
        )}
      </SealedPage>
    </PageShell>
  );
}
