'use client';
import Contacts from '@/components/Members/Contacts';
import type { ContactsPayload } from '@/lib/seal/payloads';
import SealedPage from './SealedPage';

export default function SealedContacts() {
  return <SealedPage<ContactsPayload> name="ask-questions">{(data) => <Contacts categories={data.categories} />}</SealedPage>;
}
