/**
 * /onboarding/{block}/{module_sub}/: one page per submodule file. The page itself is a frame: its
 * text, tasks, quiz and side panel are in its sealed file (app/sealed/build.ts), which the HTML
 * preloads and the browser opens with the member's key. Unknown blocks or submodules are the
 * export's 404 page (app/not-found.tsx), which shows the 'Data not found for key: ' message.
 */
import { preloadSealed } from '@/components/Members/Sealed/preload';
import SealedModule from '@/components/Members/Sealed/SealedModule';
import { curriculumFormerKeys } from '@/lib/content/navigation';
import { membersPageMetadata } from '@/lib/members/metadata';
import { staticParams } from '@/lib/routes/staticParams';
import { moduleSealedName } from '@/lib/seal/names';

type Params = { block: string; sub: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return staticParams['/onboarding/[block]/[sub]']();
}

// The module's title is sealed with its text; the tab shows it once the page opens.
export const metadata = membersPageMetadata('/onboarding');

export default async function OnboardingModulePage({ params }: { params: Promise<Params> }) {
  const { block, sub } = await params;
  const name = moduleSealedName(block, sub);
  preloadSealed(name);
  return <SealedModule name={name} formerKeys={curriculumFormerKeys()} />;
}
