'use client';
/** An event's photos: one image, or several with previous/next arrows that wrap and an 'n / total' counter. */
import { useState } from 'react';
import RoundButton from '@/components/ui/RoundButton';
import type { ResponsiveImage as Picture } from '@/lib/images/variants';
import { EVENT_PHOTO_SIZES } from '@/lib/images/sizes';
import { wrapIndex } from '@/lib/ui/wrapIndex';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

type Props = { images: Picture[]; eventName: string; priority?: boolean };

/** `priority`: the first card's photo is on a phone's first screen, its largest paint: fetch it at once. */
export default function ImageViewer({ images, eventName, priority = false }: Props) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  const alt = total > 1 ? `${eventName}, photo ${index + 1} of ${total}` : eventName;
  const image = images[index];

  return (
    <div className={styles.viewer}>
      <ResponsiveImage
        className={styles.image}
        image={image}
        sizes={EVENT_PHOTO_SIZES}
        alt={alt}
        {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
      />
      {total > 1 && (
        <>
          <RoundButton
            direction="previous"
            label={`Previous photo of ${eventName}`}
            onClick={() => setIndex((i) => wrapIndex(i - 1, total))}
            className={`${styles.arrow} ${styles.prev}`}
          />
          <RoundButton
            direction="next"
            label={`Next photo of ${eventName}`}
            onClick={() => setIndex((i) => wrapIndex(i + 1, total))}
            className={`${styles.arrow} ${styles.next}`}
          />
          <span className={styles.counter} aria-live="polite">
            {index + 1} / {total}
          </span>
        </>
      )}
    </div>
  );
}
