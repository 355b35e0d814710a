'use client';
/**
 * 'Data not found for key: ...' in red with the block's side panel (empty for an unknown block). The
 * block navigation comes from the sealed outline, which a signed-in member's key opens.
 */
import SealedPage from '@/components/Members/Sealed/SealedPage';
import type { OutlinePayload } from '@/lib/seal/payloads';
import OnboardingShell from '@/components/Onboarding/OnboardingShell';
import SidePanel from '@/components/Onboarding/SidePanel';
import styles from './index.module.css';

export default function MissingModule({ block, sub }: { block: string; sub: string }) {
  return (
    <SealedPage<OutlinePayload> name="outline">
      {({ blocks, navs }) => (
        <OnboardingShell
          panel={<SidePanel blocks={blocks} nav={navs.find((n) => n.id === block) ?? null} currentKey={sub} showCompletion={false} />}
        >
          <h1 className="visually-hidden">Onboarding module not found</h1>
          <p className={styles.missing}>{`Data not found for key: ${block}Module${sub}`}</p>
        </OnboardingShell>
      )}
    </SealedPage>
  );
}
