'use client';
/**
 * The 404 page's body. A static export cannot pre-render unknown route parameters, so an unknown
 * /onboarding/{block}/{sub}/ lands here: we read the address in the browser (useSyncExternalStore,
 * server snapshot "unknown", so hydration matches) and show MissingModule, loaded only then, since
 * the 404 boundary ships with every page. Signed-out visitors there go to /login like the guard.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { basePath } from '@/lib/asset';
import { loginPathFor } from '@/lib/auth/redirect';
import { onboardingTarget } from '@/lib/onboarding/notFoundPath';
import { useIsAuthenticated, useSessionReady } from '@/lib/store/session';
import styles from './index.module.css';

// Fetched when a module address is not found (rendered in the browser only: the address is read there).
const MissingModule = lazy(() => import('@/components/Onboarding/MissingModule'));
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

  const pending = <div className={styles.pending} aria-busy="true" />;
  if (pathname === null || (target && !signedIn)) return pending;
  if (target)
    return (
      <Suspense fallback={pending}>
        <MissingModule block={target.block} sub={target.sub} />
      </Suspense>
    );
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
