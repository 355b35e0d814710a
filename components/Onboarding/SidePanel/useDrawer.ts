/**
 * The narrow-screen drawer's behaviour: Escape closes it, focus moves to its close button on open
 * and back to the toggle on close, and the page behind does not scroll while it is open (a phone
 * would otherwise scroll the lesson under a finger dragging past the menu's end).
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The width below which the side panel is a drawer (index.module.css). */
const NARROW = '(width < 768px)';

export function useDrawer(toggle: RefObject<HTMLElement | null>, close: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  /** Closes and gives focus back to the toggle. */
  const closeAndReturn = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, [toggle]);
  /** Closes without moving focus: a page was chosen, focus goes with the navigation. */
  const dismiss = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // A dialog opened from the drawer (Reset my progress) closes first, on its own.
      if (e.key === 'Escape' && !e.defaultPrevented && !(e.target instanceof Element && e.target.closest('dialog'))) closeAndReturn();
    };
    document.addEventListener('keydown', onKey);
    const root = document.documentElement;
    const locked = window.matchMedia(NARROW).matches;
    const before = root.style.overflow;
    if (locked) root.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      if (locked) root.style.overflow = before;
    };
  }, [open, close, closeAndReturn]);

  return { open, show, close: closeAndReturn, dismiss };
}
