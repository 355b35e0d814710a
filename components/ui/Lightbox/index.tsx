'use client';
/**
 * A full-screen black image viewer built on the native modal <dialog>: it traps focus, closes on
 * Esc and on its ✕ button, and gives focus back to whatever opened it.
 */
import { useRef } from 'react';
import Modal from '@/components/ui/Modal';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

type Props = { image: { src: string; alt: string; title: string } | null; onClose: () => void };

export default function Lightbox({ image, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  return (
    <Modal open={image !== null} ref={dialog} className={styles.dialog} aria-label={image?.title ?? 'Image'} onClose={onClose}>
      {image && (
        <>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label="Close image">
            ✕
          </button>
          {/* The slide's own file, full size. */}
          <ResponsiveImage className={styles.image} image={{ src: image.src }} alt={image.alt} />
        </>
      )}
    </Modal>
  );
}
