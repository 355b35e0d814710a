'use client';
import Programs from '../Programs';
import type { ProgramsPayload } from '@/lib/seal/payloads';
import SealedPage from './SealedPage';

export default function SealedPrograms() {
  return <SealedPage<ProgramsPayload> name="programs">{(data) => <Programs blocks={data.blocks} />}</SealedPage>;
}
