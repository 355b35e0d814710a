'use client';
/**
 * The one modal of the site, on the native <dialog>: `showModal()` makes the page behind inert, the
 * browser traps focus and closes it on Esc, and focus goes back to whatever was focused before it
 * opened. Open while `open` is true; every way of closing (Esc, a `<form method="dialog">` button,
 * `close()` on the element, a click on the backdrop when `closeOnBackdrop`) ends in `onClose`,
 * where the owner sets `open` back to false. Sizes and colours stay with the owner's `className`;
 * the backdrop's dimming is here.
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import styles from './index.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  className?: string;
  /** A click on the dimmed page around the box closes it. */
  closeOnBackdrop?: boolean;
  /** For the owner's own close buttons: `ref.current?.close()`. */
  ref?: Ref<HTMLDialogElement>;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  children: ReactNode;
};

export default function Modal({ open, onClose, className, closeOnBackdrop = false, ref, children, ...aria }: Props) {
  const dialog = useRef<HTMLDialogElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement as HTMLElement | null;
      el.showModal();
    }
    if (!open && el.open) el.close();
  }, [open]);

  const setRef = (el: HTMLDialogElement | null) => {
    dialog.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };

  return (
    <dialog
      ref={setRef}
      className={className ? `${styles.modal} ${className}` : styles.modal}
      {...aria}
      onClose={(e) => {
        // The browser fires 'close' in a task of its own, after the dialog has closed: when the owner
        // has opened it again in between (a new file chosen at once), the event is an earlier one's.
        if (e.currentTarget.open) return;
        onClose();
        opener.current?.focus();
      }}
      onClick={closeOnBackdrop ? (e) => e.target === e.currentTarget && e.currentTarget.close() : undefined}
    >
      {children}
    </dialog>
  );
}
