import { FiMenu, FiX } from 'react-icons/fi';
import Dropdown from '@/components/ui/Dropdown';
import type { NavLink } from './NavBarClient';
import NavLinks from './NavLinks';
import styles from './index.module.css';

type Props = { links: NavLink[]; pathname: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Narrow screens: the menu toggle and the panel 'Ready to discover more?'; opening it focuses its first link. */
export default function MenuPanel({ links, pathname, open, onOpenChange }: Props) {
  return (
    <Dropdown
      className={styles.menu}
      button={{ className: styles.iconButton, 'aria-label': open ? 'Close menu' : 'Open menu' }}
      label={open ? <FiX aria-hidden size={26} /> : <FiMenu aria-hidden size={26} />}
      open={open}
      onOpenChange={onOpenChange}
      panel={{ className: styles.panel, role: 'region', 'aria-labelledby': 'site-menu-heading' }}
      focusFirst
    >
      <h2 id="site-menu-heading" className={styles.panelHeading}>
        Ready to discover more?
      </h2>
      <NavLinks links={links} pathname={pathname} className={styles.panelLinks} />
    </Dropdown>
  );
}
