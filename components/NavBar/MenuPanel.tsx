import { useEffect, useRef } from 'react';
import { FiMenu, FiX } from 'react-icons/fi';
import type { NavLink } from './NavBarClient';
import NavLinks from './NavLinks';
import styles from './index.module.css';

type Props = { links: NavLink[]; pathname: string; open: boolean; onToggle: () => void; onChoose: () => void };

/** Narrow screens: the menu toggle and the panel 'Ready to discover more?'. */
export default function MenuPanel({ links, pathname, open, onToggle, onChoose }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Opening moves focus into the panel, so keyboard users land on its first link.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  return (
    <div className={styles.menu}>
      <button
        type="button"
        className={styles.iconButton}
        data-toggle="menu"
        aria-expanded={open}
        aria-controls="site-menu-panel"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={onToggle}
      >
        {open ? <FiX aria-hidden size={26} /> : <FiMenu aria-hidden size={26} />}
      </button>
      {open && (
        <div id="site-menu-panel" ref={panelRef} className={styles.panel} role="region" aria-labelledby="site-menu-heading">
          <h2 id="site-menu-heading" className={styles.panelHeading}>
            Ready to discover more?
          </h2>
          <NavLinks links={links} pathname={pathname} className={styles.panelLinks} onChoose={onChoose} />
        </div>
      )}
    </div>
  );
}
