import type { Metadata } from 'next';
import { Suspense } from 'react';
import Programs from '@/components/Members/Programs';
import { resumeBlocks } from '@/lib/content/onboarding';

export const metadata: Metadata = { title: 'Programs', robots: { index: false } };

export default function ProgramsPage() {
  // Programs reads ?team= from the address, which a static page only knows in the browser.
  return (
    <Suspense>
      <Programs blocks={resumeBlocks()} />
    </Suspense>
  );
}
