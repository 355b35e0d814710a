'use client';
import MemberHome from '@/components/Members/MemberHome';
import ContinueLink from '@/components/Onboarding/ContinueLink';
import ProgressCount from '@/components/Members/ProgressCount';
import WhatsNew from '@/components/Members/WhatsNew';
import type { FormerKeys } from '@/lib/onboarding/identity';
import type { MemberHomePayload, ProgramsPayload } from '@/lib/seal/payloads';
import { useLoadProgress } from '@/lib/store/useLoadProgress';
import { useSealed } from '@/lib/store/sealed';
import SealedPage from './SealedPage';

/**
 * 'Continue where you left off' reads the blocks from the Programs page's sealed file rather than a
 * copy in Member Home's: it is opened once per sign-in and /programs, usually next, finds it open.
 * Both files are asked for at once, and Member Home is drawn when both have opened (or the Programs
 * file could not be: the line is optional, and Member Home then shows without it). Drawn as soon as
 * Member Home's own file opened, the line came a moment later and pushed the lines under it down (a
 * layout shift of 0.02 on a phone, measured by Lighthouse). 'New since your last visit' reads the same
 * blocks (components/Members/WhatsNew).
 */
export default function SealedMemberHome({ formerKeys }: { formerKeys: FormerKeys }) {
  useLoadProgress(formerKeys);
  const programs = useSealed<ProgramsPayload>('programs');
  const resume =
    programs.status === 'ready' ? (
      <>
        <ContinueLink blocks={programs.data.blocks} inline />
        <ProgressCount blocks={programs.data.blocks} />
        <WhatsNew blocks={programs.data.blocks} />
      </>
    ) : null;
  return (
    <SealedPage<MemberHomePayload> name="member" waiting={programs.status === 'loading'}>
      {(data) => <MemberHome items={data.items} resume={resume} />}
    </SealedPage>
  );
}
