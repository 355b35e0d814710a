'use client';
import ContinueLink from '@/components/Onboarding/ContinueLink';
import MemberLine from '@/components/Progress/MemberLine';
import ProgressPage from '@/components/Progress/ProgressPage';
import type { ProgressPayload } from '@/lib/seal/payloads';
import PageShell from '@/components/Members/PageShell';
import SealedPage from './SealedPage';
import { useLoadProgress } from '@/lib/store/progress';
import type { FormerKeys } from '@/lib/onboarding/identity';

/** /progress: what the member has done, the report for the onboarding officers, keeping progress. */
export default function SealedProgress({ formerKeys }: { formerKeys: FormerKeys }) {
  useLoadProgress(formerKeys);
  return (
    <PageShell wide>
      <h1>My progress</h1>
      <MemberLine />
      <SealedPage<ProgressPayload> name="progress">
        {({ outline, email }) => (
          <>
            <ContinueLink blocks={outline} />
            <ProgressPage outline={outline} email={email} />
          </>
        )}
      </SealedPage>
    </PageShell>
  );
}
