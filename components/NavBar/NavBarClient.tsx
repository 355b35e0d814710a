'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import IntentLink from '@/components/ui/IntentLink';
import { asset } from '@/lib/asset';
import { isMembersAreaPath } from '@/lib/auth/redirect';
import { claimScreen, useHoldsScreen } from '@/lib/store/overlay';
import { loadAfresh } from '@/lib/store/loadAfresh';
import { useIsAuthenticated, useSessionReady, useSessionStore, useSigningOut } from '@/lib/store/session';
import MenuPanel from './MenuPanel';
import NavLinks from './NavLinks';
import ProfileMenu from './ProfileMenu';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

export type NavLink = { label: string; href: string };
export type OpenMenu = 'menu' | 'profile' | null;

type Props = {
  organizationName: string;
  organizationShortName: string;
  /** The logo's path under public/, from content/site.yaml. */
  logo: string;
  publicLinks: NavLink[];
  memberLinks: NavLink[];
  /** The theme control (components/ThemeControl), shown from the first paint, signed in or not. */
  themeControl: React.ReactNode;
};

export default function NavBarClient({ organizationName, organizationShortName, logo, publicLinks, memberLinks, themeControl }: Props) {
  const pathname = usePathname();
  const ready = useSessionReady();
  const signedIn = useIsAuthenticated();
  const signingOut = useSigningOut();
  // A menu belongs to the page it was opened on: navigating anywhere closes it without an effect.
  const [opened, setOpened] = useState<{ which: OpenMenu; on: string }>({ which: null, on: pathname });
  // The onboarding drawer opened since closes the menus, as a menu opened closes the drawer.
  const holdsScreen = useHoldsScreen('site-menu');
  const open: OpenMenu = opened.on === pathname && holdsScreen ? opened.which : null;
  const setOpen = (which: OpenMenu) => {
    if (which) claimScreen('site-menu');
    setOpened({ which, on: pathname });
  };
  // Each menu is a Dropdown (Esc, a click or focus outside close it); the bar keeps one open at a time.
  const openOrClose = (which: 'menu' | 'profile') => (isOpen: boolean) => setOpen(isOpen ? which : open === which ? null : open);

  // Logout is on its way to '/': once the members area is left, the guard may redirect again.
  useEffect(() => {
    if (signingOut && !isMembersAreaPath(pathname)) useSessionStore.getState().finishSignOut();
  }, [signingOut, pathname]);

  const logout = () => {
    setOpen(null);
    useSessionStore.getState().signOut();
    // A full load of '/' in place of this page: nothing decrypted stays in the tab's memory, nor in
    // its back/forward cache, and Back leads to the entry before (a members' one to the sign-in page).
    loadAfresh('/');
  };

  const panelLinks = signedIn ? memberLinks : publicLinks;

  return (
    <header className={styles.bar}>
      <nav aria-label="Main" className={styles.inner}>
        <IntentLink
          href={ready && signedIn ? '/member' : '/'}
          className={`${styles.logo} ${ready && signedIn ? styles.besideTwoButtons : ''}`}
        >
          <ResponsiveImage image={{ src: asset(logo) }} alt="" width={40} height={40} />
          {/* Signed in on a narrow screen the menu and Profile buttons leave no room for the full name:
              the bar then shows site.yaml's short name, and the link keeps the full name for readers. */}
          <span className={styles.fullName}>{organizationName}</span>
          <span className={styles.shortName} aria-hidden="true">
            {organizationShortName}
          </span>
        </IntentLink>
        {/* Until the session is known (static HTML, hydration) the bar shows the logo and the theme control
            only: neither the public links nor the Profile button, so a signed-in member never sees the
            public links flash. The theme control comes last, outside the buttons, so nothing shown before
            it moves it (nor does their row appear from under it). */}
        {ready && (
          <div className={styles.actions}>
            {!signedIn && <NavLinks links={publicLinks} pathname={pathname} className={styles.wideLinks} />}
            <MenuPanel links={panelLinks} pathname={pathname} open={open === 'menu'} onOpenChange={openOrClose('menu')} />
            {signedIn && <ProfileMenu open={open === 'profile'} onOpenChange={openOrClose('profile')} onLogout={logout} />}
          </div>
        )}
        {themeControl}
      </nav>
    </header>
  );
}
