/**
 * The fixed 80px navigation bar of every page. This server part gathers content; the
 * interactive bar (session-dependent logo, menus) is the client leaf NavBarClient. The theme control
 * is rendered here, on the server, and handed to it: it needs none of its code.
 */
import { loadMemberHome } from '@/lib/content/memberHome';
import { loadSite } from '@/lib/content/site';
import ThemeControl from '@/components/ThemeControl';
import NavBarClient, { type NavLink } from './NavBarClient';

export const publicLinks: NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Events', href: '/events' },
  { label: 'Contact', href: '/contact' },
  { label: 'Members', href: '/login' },
];

export default function NavBar({ organizationName }: { organizationName: string }) {
  // Signed in on a narrow screen, the menu panel offers the members' pages instead of the public links.
  const memberLinks: NavLink[] = [
    { label: 'Member Home', href: '/member' },
    ...loadMemberHome()
      .filter((item) => item.enabled)
      .map((item) => ({ label: item.label, href: item.route })),
  ];
  const site = loadSite();
  return (
    <NavBarClient
      organizationName={organizationName}
      organizationShortName={site.organization.shortName}
      logo={site.logo}
      publicLinks={publicLinks}
      memberLinks={memberLinks}
      themeControl={<ThemeControl />}
    />
  );
}
