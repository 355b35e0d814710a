'use client';
/**
 * The members-only guard: the client leaf of app/(members)/layout.tsx, which stays a
 * server component so that it can mark every members' page noindex. Everything in app/(members)/
 * renders only for a signed-in member. While the session is unknown (hydration) nothing of the page is painted; a visitor who is
 * not signed in is sent to /login?next=<this page> with router.replace, and sees nothing meanwhile.
 * This keeps casual visitors out; the static files themselves are public (docs/decisions/members.md).
 */
import { usePathname, useRouter } from 'next/navigation';
import { useDeferredValue, useEffect } from 'react';
import { loginPathFor } from '@/lib/auth/redirect';
import { expireIfDue, useMember, useSessionReady, useSigningOut } from '@/lib/store/session';

export default function MembersGuard({ children }: { children: React.ReactNode }) {
  // Hydration renders the server's 'not known yet'; the session, read from storage when the page's
  // scripts load, then arrives as an urgent re-render that React runs in one go with the hydration's
  // commit and its effects (a 140-220 ms task with the CPU 4 times slower, as Lighthouse's phone;
  // measured in a trace). Deferred, that re-render only keeps the status below, and the members' page
  // is drawn in a background render that yields to the browser. Its sealed file does not wait for
  // it: the page's HTML has preloaded that already.
  const ready = useDeferredValue(useSessionReady(), false);
  const member = useMember();
  const signingOut = useSigningOut();
  const pathname = usePathname();
  const router = useRouter();
  // After Logout the bar is already navigating to '/': do not race it with a trip to /login.
  const turnAway = ready && member === null && !signingOut;

  useEffect(() => {
    if (!turnAway) return;
    // A kept sign-in whose time is up reads as signed out (useMember): end it, so that the sign-in
    // page says it expired.
    expireIfDue();
    router.replace(loginPathFor(pathname));
  }, [turnAway, pathname, router]);

  if (!ready || member === null) {
    return (
      <p role="status" className="visually-hidden">
        {ready ? 'Members only: taking you to the sign-in page.' : 'Checking your sign-in…'}
      </p>
    );
  }
  return <>{children}</>;
}
