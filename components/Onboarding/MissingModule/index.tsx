'use client';
/** 'Data not found for key: ...' in red with the block's side panel (empty for an unknown block). */
import type { BlockNav, BlockSummary } from '@/lib/content/onboarding';
import OnboardingShell from '../OnboardingShell';
import SidePanel from '../SidePanel';
import styles from './index.module.css';

type Props = { blocks: BlockSummary[]; navs: BlockNav[]; block: string; sub: string };

export default function MissingModule({ blocks, navs, block, sub }: Props) {
  return (
    <OnboardingShell panel={<SidePanel blocks={blocks} nav={navs.find((n) => n.id === block) ?? null} currentKey={sub} showCompletion={false} />}>
      <h1 className="visually-hidden">Onboarding module not found</h1>
      <p className={styles.missing}>{`Data not found for key: ${block}Module${sub}`}</p>
    </OnboardingShell>
  );
}
