import type { Metadata } from 'next';
import Contacts from '@/components/Members/Contacts';
import { loadContacts } from '@/lib/content/contacts';

export const metadata: Metadata = { title: 'Ask Questions', robots: { index: false } };

export default function AskQuestionsPage() {
  return <Contacts categories={loadContacts()} />;
}
