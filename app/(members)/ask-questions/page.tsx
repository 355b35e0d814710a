import type { Metadata } from 'next';
import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedContacts from '@/components/Members/Sealed/SealedContacts';

export const metadata: Metadata = { title: 'Ask Questions', robots: { index: false } };

export default function AskQuestionsPage() {
  preloadSealed('ask-questions');
  return <SealedContacts />;
}
