'use client';
/**
 * A button that shows a list of links below it (a disclosure, not an ARIA menu: the entries are
 * ordinary links reached with Tab). It closes on Esc (focus back on the button), on a click
 * outside and once an entry is chosen. The event cards' 'Documents' and 'Add to calendar' use it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './index.module.css';

type Props = {
  /** What the button shows; give it the item's name (visually hidden if need be) so every button's name differs. */
  label: ReactNode;
  /** The list's `<li>` entries. */
  children: ReactNode;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
};

export default function Dropdown({ label, children, align = 'end' }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.dropdown} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {/* A chosen link has done its job (a new tab, a download): the list closes behind it. */}
      <ul
        id={listId}
        className={`${styles.list} ${align === 'start' ? styles.start : styles.end}`}
        hidden={!open}
        onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
      >
        {children}
      </ul>
    </div>
  );
}
