/** A Dropdown (components/ui/Dropdown) of links: the event cards' 'Documents' and 'Add to calendar'. */
import type { ReactNode } from 'react';
import Dropdown from '@/components/ui/Dropdown';
import styles from './index.module.css';

type Props = {
  /** What the button shows; give it the item's name (visually hidden if need be) so every button's name differs. */
  label: ReactNode;
  /** The list's `<li>` entries. */
  children: ReactNode;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
};

export default function DropdownList({ label, children, align = 'end' }: Props) {
  return (
    <Dropdown
      className={styles.dropdown}
      button={{ className: styles.button }}
      panel={{ className: `${styles.list} ${align === 'start' ? styles.start : styles.end}` }}
      label={label}
    >
      <ul className={styles.items}>{children}</ul>
    </Dropdown>
  );
}
