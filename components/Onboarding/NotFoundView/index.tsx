'use client';
/**
 * The 404 page's body. A static export cannot pre-render unknown route parameters, so an unknown
 * /onboarding/{block}/{sub}/ lands here: we read the address in the browser (useSyncExternalStore,
 * server snapshot "unknown", so hydration matches) and show MissingModule, loaded only then, since
 * the 404 boundary ships with every page. Signed-out visitors there go to /login like the guard.
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { basePath } from '@/lib/asset';
import { loginPathFor } from '@/lib/auth/redirect';
import { onboardingTarget } from '@/lib/onboarding/notFoundPath';
import { useIsAuthenticated, useSessionReady } from '@/lib/store/session';
import styles from './index.module.css';

const MissingModule = dynamic(() => import('@/components/Onboarding/MissingModule'), { ssr: false });
const noSubscription = () => () => {};

export default function NotFoundView() {
  const pathname = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null,
  );
  const target = pathname === null ? null : onboardingTarget(pathname, basePath);
  const ready = useSessionReady();
  const signedIn = useIsAuthenticated();
  const router = useRouter();
  const returnPath = target ? `/onboarding/${target.block}/${target.sub}/` : null;
  const mustSignIn = returnPath !== null && ready && !signedIn;

  useEffect(() => {
    if (mustSignIn && returnPath) router.replace(loginPathFor(returnPath));
  }, [mustSignIn, returnPath, router]);

  if (pathname === null || (target && !signedIn)) return <div className={styles.pending} aria-busy="true" />;
  if (target) return <MissingModule block={target.block} sub={target.sub} />;
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
