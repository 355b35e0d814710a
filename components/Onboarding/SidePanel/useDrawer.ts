/**
 * The narrow-screen drawer's behaviour: Escape closes it, focus moves to its close button on open
 * and back to the toggle on close, and the page behind does not scroll while it is open (a phone
 * would otherwise scroll the lesson under a finger dragging past the menu's end). While it is open
 * the rest of the page, the site bar too, is inert, and Tab goes round at its ends, so Tab and a
 * screen reader stay in the drawer; the backdrop alone stays live, for the tap that closes it. Opening it closes the site bar's menus.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { claimScreen, useHoldsScreen } from '@/lib/store/overlay';
import { inertOutside } from '@/lib/ui/inertOutside';
import { tabStops, tabWrapTarget } from '@/lib/ui/tabWrap';

/** The width below which the side panel is a drawer (index.module.css). */
const NARROW = '(width < 768px)';

type Refs = {
  toggle: RefObject<HTMLElement | null>;
  close: RefObject<HTMLElement | null>;
  panel: RefObject<HTMLElement | null>;
  backdrop: RefObject<HTMLElement | null>;
};

export function useDrawer({ toggle, close, panel, backdrop }: Refs) {
  const [wanted, setOpen] = useState(false);
  const open = useHoldsScreen('drawer') && wanted;
  const show = useCallback(() => {
    claimScreen('drawer');
    setOpen(true);
  }, []);
  const returnFocus = useRef(false);
  /** Closes and gives focus back to the toggle, once the page is live again (inert takes no focus). */
  const closeAndReturn = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  /** Closes without moving focus: a page was chosen, focus goes with the navigation. */
  const dismiss = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // A dialog opened from the drawer (Reset my progress) handles its own keys, and closes first.
      if (e.defaultPrevented || (e.target instanceof Element && e.target.closest('dialog'))) return;
      if (e.key === 'Escape') closeAndReturn();
      if (e.key !== 'Tab' || !panel.current || !window.matchMedia(NARROW).matches) return;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = tabWrapTarget(tabStops(panel.current), active, e.shiftKey);
      if (!target) return;
      e.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKey);
    const root = document.documentElement;
    const locked = window.matchMedia(NARROW).matches;
    const before = root.style.overflow;
    if (locked) root.style.overflow = 'hidden';
    const toggleButton = toggle.current;
    const live = locked && panel.current ? inertOutside(panel.current, backdrop.current ? [backdrop.current] : []) : () => {};
    return () => {
      document.removeEventListener('keydown', onKey);
      if (locked) root.style.overflow = before;
      live();
      if (returnFocus.current) toggleButton?.focus();
      returnFocus.current = false;
    };
  }, [open, close, closeAndReturn, panel, backdrop, toggle]);

  return { open, show, close: closeAndReturn, dismiss };
}
