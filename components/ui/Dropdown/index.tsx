'use client';
/**
 * The site's one dropdown: a button that shows a panel below it (a disclosure, not an ARIA menu: the
 * entries are ordinary links and buttons reached with Tab). It closes on Esc (focus back on the
 * button), on a click or focus outside and once a link in it is chosen. The event cards'
 * 'Documents' and 'Add to calendar' show a list of links (components/ui/DropdownList); the site
 * bar's menu and Profile show a panel of their own, open one at a time (the bar holds which).
 *
 * Behaviour only: the look is the caller's classes, so the bar on every page carries no other
 * dropdown's stylesheet.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** What the button shows; give it the item's name (visually hidden if need be) so every button's name differs. */
  label: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  /** Whether it is open, when a parent decides (left out, the dropdown keeps its own state). */
  open?: boolean;
  /** Told each time the dropdown opens or closes itself. */
  onOpenChange?: (open: boolean) => void;
  /** The root's class: where the panel is placed from. */
  className: string;
  /** The button's look and, for an icon, its name. */
  button: { className: string; 'aria-label'?: string };
  /** The panel's look, and a region's name. */
  panel: { className: string; role?: 'region'; 'aria-labelledby'?: string };
  /** On opening, focus goes to the panel's first link or button (a menu whose first choice is obvious). */
  focusFirst?: boolean;
};

export default function Dropdown({ label, children, open: given, onOpenChange, className, button, panel, focusFirst }: Props) {
  const [own, setOwn] = useState(false);
  const open = given ?? own;
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  const close = useEffectEvent(() => setOpen(false));
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    // The panel is the root's last element.
    if (focusFirst) root.current?.lastElementChild?.querySelector<HTMLElement>('a, button')?.focus();
    const onOutside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, focusFirst]);

  return (
    <div className={className} ref={root}>
      <button ref={toggle} type="button" {...button} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {/* A chosen link has done its job (a new tab, a download, another page): the panel closes behind it. */}
      <div {...panel} id={panelId} hidden={!open} onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}>
        {children}
      </div>
    </div>
  );
}
