'use client';
import ModulePage from '@/components/Onboarding/ModulePage';
import OnboardingShell from '@/components/Onboarding/OnboardingShell';
import SidePanel from '@/components/Onboarding/SidePanel';
import type { ModulePayload } from '@/lib/seal/payloads';
import SealedPage from './SealedPage';
import { useLoadProgress } from '@/lib/store/useLoadProgress';
import type { FormerKeys } from '@/lib/onboarding/identity';

/** One submodule page, with its block's side panel, from the page's sealed file. */
export default function SealedModule({ name, formerKeys }: { name: string; formerKeys: FormerKeys }) {
  useLoadProgress(formerKeys);
  return (
    <SealedPage<ModulePayload> name={name} meta={(page) => page}>
      {(page) => (
        <OnboardingShell panel={<SidePanel key={page.pageKey} blocks={page.panel.blocks} nav={page.panel.nav} currentKey={page.key} />}>
          <ModulePage page={page} />
        </OnboardingShell>
      )}
    </SealedPage>
  );
}
