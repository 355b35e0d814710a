import type { Metadata } from 'next';
import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedContentPage from '@/components/Members/Sealed/SealedContentPage';

// The page's own title and description are sealed with its text; the tab shows them once it opens.
export const metadata: Metadata = { title: 'General Info', robots: { index: false } };

export default function GeneralInfoPage() {
  preloadSealed('general-info');
  return <SealedContentPage name="general-info" />;
}
