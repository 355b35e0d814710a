import type { Metadata } from 'next';
import { Suspense } from 'react';
import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedPrograms from '@/components/Members/Sealed/SealedPrograms';
import { curriculumFormerKeys } from '@/lib/content/navigation';

export const metadata: Metadata = { title: 'Programs', robots: { index: false } };

export default function ProgramsPage() {
  preloadSealed('programs');
  // Programs reads ?team= from the address, which a static page only knows in the browser.
  return (
    <Suspense>
      <SealedPrograms formerKeys={curriculumFormerKeys()} />
    </Suspense>
  );
}
