'use client';
import MemberHome from '@/components/Members/MemberHome';
import type { MemberHomePayload } from '@/lib/seal/payloads';
import SealedPage from './SealedPage';

export default function SealedMemberHome() {
  return <SealedPage<MemberHomePayload> name="member">{(data) => <MemberHome items={data.items} />}</SealedPage>;
}
