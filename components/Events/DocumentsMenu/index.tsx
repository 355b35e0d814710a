'use client';
/** The documents button of an event card: a dropdown of file links (new tab) that closes on Esc or a click outside. */
import { useEffect, useId, useRef, useState } from 'react';
import { FaFileAlt } from 'react-icons/fa';
import type { EventItem } from '@/lib/content/events';
import styles from './index.module.css';

type Props = { eventName: string; files: NonNullable<EventItem['files']> };

export default function DocumentsMenu({ eventName, files }: Props) {
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
    <div className={styles.menu} ref={root}>
      <button ref={button} type="button" className={styles.button} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <FaFileAlt aria-hidden focusable="false" /> Documents<span className="visually-hidden"> for {eventName}</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {files.map((f) => (
          <li key={f.link}>
            <a href={f.link} target="_blank" rel="noopener noreferrer">
              {f.name} <span className={styles.type}>({f.type})</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
