import { Suspense } from 'react';
import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedPrograms from '@/components/Members/Sealed/SealedPrograms';
import { curriculumFormerKeys } from '@/lib/content/navigation';
import { membersPageMetadata } from '@/lib/members/metadata';

export const metadata = membersPageMetadata('/programs');

export default function ProgramsPage() {
  preloadSealed('programs');
  // Programs reads ?team= from the address, which a static page only knows in the browser.
  return (
    <Suspense>
      <SealedPrograms formerKeys={curriculumFormerKeys()} />
    </Suspense>
  );
}
