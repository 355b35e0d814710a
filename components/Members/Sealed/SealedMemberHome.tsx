'use client';
import MemberHome from '@/components/Members/MemberHome';
import ContinueLink from '@/components/Onboarding/ContinueLink';
import type { FormerKeys } from '@/lib/onboarding/identity';
import type { MemberHomePayload, ProgramsPayload } from '@/lib/seal/payloads';
import { useLoadProgress } from '@/lib/store/progress';
import { useSealed } from '@/lib/store/sealed';
import SealedPage from './SealedPage';

/**
 * 'Continue where you left off' reads the blocks from the Programs page's sealed file rather than a
 * copy in Member Home's: it is opened once per sign-in and /programs, usually next, finds it open.
 * An optional line: while that file opens, or if it cannot, Member Home shows without it.
 */
function SealedContinue() {
  const programs = useSealed<ProgramsPayload>('programs');
  return programs.status === 'ready' ? <ContinueLink blocks={programs.data.blocks} inline /> : null;
}

export default function SealedMemberHome({ formerKeys }: { formerKeys: FormerKeys }) {
  useLoadProgress(formerKeys);
  return (
    <SealedPage<MemberHomePayload> name="member">{(data) => <MemberHome items={data.items} resume={<SealedContinue />} />}</SealedPage>
  );
}
