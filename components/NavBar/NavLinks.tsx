import IntentLink from '@/components/ui/IntentLink';
import type { NavLink } from './NavBarClient';

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** A list of navigation links; the current page's link carries aria-current="page". */
export default function NavLinks({ links, pathname, className }: { links: NavLink[]; pathname: string; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink href={link.href} aria-current={trim(pathname) === trim(link.href) ? 'page' : undefined}>
            {link.label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
