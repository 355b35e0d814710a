'use client';
/**
 * The 404 page's body. A static export cannot pre-render unknown route parameters, so an unknown
 * /onboarding/{block}/{sub}/ lands here: we read the address in the browser and show the spec's
 * 'Data not found for key: ' message with the block's side panel (empty for an unknown block).
 * The address is read with useSyncExternalStore (server snapshot: unknown), so hydration matches.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import type { BlockNav, BlockSummary } from '@/lib/content/onboarding';
import { basePath } from '@/lib/asset';
import { onboardingTarget } from '@/lib/onboarding/notFoundPath';
import { useIsAuthenticated, useSessionReady } from '@/lib/store/session';
import OnboardingShell from '../OnboardingShell';
import SidePanel from '../SidePanel';
import styles from './index.module.css';

const noSubscription = () => () => {};

export default function NotFoundView({ blocks, navs }: { blocks: BlockSummary[]; navs: BlockNav[] }) {
  const pathname = useSyncExternalStore(noSubscription, () => window.location.pathname, () => null);
  const target = pathname === null ? null : onboardingTarget(pathname, basePath);
  const ready = useSessionReady();
  const signedIn = useIsAuthenticated();
  const router = useRouter();
  const mustSignIn = target !== null && ready && !signedIn;

  useEffect(() => {
    if (mustSignIn) router.replace('/login');
  }, [mustSignIn, router]);

  if (pathname === null || (target && !signedIn)) return <main className={styles.pending} aria-busy="true" />;
  if (target) {
    const nav = navs.find((n) => n.id === target.block) ?? null;
    return (
      <OnboardingShell panel={<SidePanel blocks={blocks} nav={nav} currentKey={target.sub} />}>
        <h1 className="visually-hidden">Onboarding module not found</h1>
        <p className={styles.missing}>{`Data not found for key: ${target.block}Module${target.sub}`}</p>
      </OnboardingShell>
    );
  }
  return (
    <main className={styles.page}>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </main>
  );
}
