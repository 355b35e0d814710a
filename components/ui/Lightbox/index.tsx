'use client';
/**
 * A full-screen black image viewer built on the native modal <dialog>: it traps focus, closes on
 * Esc and on its ✕ button, and gives focus back to whatever opened it.
 */
import { useEffect, useRef } from 'react';
import styles from './index.module.css';

type Props = { image: { src: string; alt: string; title: string } | null; onClose: () => void };

export default function Lightbox({ image, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el || !image) return;
    opener.current = document.activeElement as HTMLElement | null;
    el.showModal();
    return () => {
      if (el.open) el.close();
    };
  }, [image]);

  const handleClose = () => {
    onClose();
    opener.current?.focus();
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={image?.title ?? 'Image'} onClose={handleClose}>
      {image && (
        <>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label="Close image">
            ✕
          </button>
          {/* eslint-disable-next-line @next/next/no-img-element -- the slide image shown full size */}
          <img className={styles.image} src={image.src} alt={image.alt} />
        </>
      )}
    </dialog>
  );
}
