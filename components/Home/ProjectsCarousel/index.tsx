'use client';
/**
 * 'Our Projects': the carousel slides from content/carousel.yaml. A video slide's play button
 * opens the external video in a new tab; an image slide opens its image full screen.
 */
import { useState } from 'react';
import { FaExpand, FaPlay } from 'react-icons/fa';
import Carousel from '@/components/ui/Carousel';
import Lightbox from '@/components/ui/Lightbox';
import { asset } from '@/lib/asset';
import type { CarouselSlide } from '@/lib/content/carousel';
import styles from './index.module.css';

export const CAROUSEL_INTERVAL_MS = 5000;

export default function ProjectsCarousel({ slides }: { slides: CarouselSlide[] }) {
  const [open, setOpen] = useState<{ src: string; alt: string; title: string } | null>(null);

  const items = slides.map((slide) => {
    const caption = (
      <div className={styles.caption}>
        <h3 className={styles.title}>{slide.title}</h3>
        <p className={styles.description}>{slide.description}</p>
      </div>
    );
    if (slide.type === 'videoLink') {
      return {
        key: slide.title,
        title: slide.title,
        content: (
          <div className={styles.frame}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized WebP in a static export (src via lib/asset) */}
            <img className={styles.image} src={asset(slide.thumbnail)} alt="" width={1600} height={800} />
            <a className={styles.play} href={slide.url} target="_blank" rel="noopener noreferrer" aria-label={`Play video: ${slide.title} (opens in a new tab)`}>
              <FaPlay aria-hidden focusable="false" />
            </a>
            {caption}
          </div>
        ),
      };
    }
    const image = { src: asset(slide.src), alt: slide.alt ?? slide.title, title: slide.title };
    return {
      key: slide.title,
      title: slide.title,
      content: (
        <div className={styles.frame}>
          <button type="button" className={styles.open} onClick={() => setOpen(image)} aria-label={`View image full screen: ${slide.title}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized WebP in a static export (src via lib/asset) */}
            <img className={styles.image} src={image.src} alt="" width={1600} height={800} />
            <FaExpand className={styles.expand} aria-hidden focusable="false" />
          </button>
          {caption}
        </div>
      ),
    };
  });

  return (
    <>
      <Carousel label="Our Projects" slides={items} intervalMs={CAROUSEL_INTERVAL_MS} paused={open !== null} />
      <Lightbox image={open} onClose={() => setOpen(null)} />
    </>
  );
}
