'use client';
import Programs from '@/components/Members/Programs';
import type { ProgramsPayload } from '@/lib/seal/payloads';
import SealedPage from './SealedPage';
import { useLoadProgress } from '@/lib/store/progress';

export default function SealedPrograms() {
  useLoadProgress();
  return <SealedPage<ProgramsPayload> name="programs">{(data) => <Programs blocks={data.blocks} />}</SealedPage>;
}
