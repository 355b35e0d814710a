'use client';
import Programs from '@/components/Members/Programs';
import type { ProgramsPayload } from '@/lib/seal/payloads';
import SealedPage from './SealedPage';
import { useLoadProgress } from '@/lib/store/useLoadProgress';
import type { FormerKeys } from '@/lib/onboarding/identity';

export default function SealedPrograms({ formerKeys }: { formerKeys: FormerKeys }) {
  useLoadProgress(formerKeys);
  return <SealedPage<ProgramsPayload> name="programs">{(data) => <Programs blocks={data.blocks} />}</SealedPage>;
}
