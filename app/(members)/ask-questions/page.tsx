import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedContacts from '@/components/Members/Sealed/SealedContacts';
import { membersPageMetadata } from '@/lib/members/metadata';

export const metadata = membersPageMetadata('/ask-questions');

export default function AskQuestionsPage() {
  preloadSealed('ask-questions');
  return <SealedContacts />;
}
