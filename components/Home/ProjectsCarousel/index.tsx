'use client';
/**
 * 'Our Projects': the carousel slides from content/carousel.yaml. A video slide's play button
 * opens the external video in a new tab; an image slide opens its image full screen.
 */
import { useState } from 'react';
import { FaExpand, FaPlay } from 'react-icons/fa';
import Carousel from '@/components/ui/Carousel';
import Lightbox from '@/components/ui/Lightbox';
import type { CarouselSlide } from '@/lib/content/carousel';
import type { ResponsiveImage as Picture } from '@/lib/images/variants';
import { CAROUSEL_SIZES } from '@/lib/images/sizes';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

export const CAROUSEL_INTERVAL_MS = 5000;

/** `images`: each slide's picture with its phone-sized copies, by the path content names it with. */
export default function ProjectsCarousel({ slides, images }: { slides: CarouselSlide[]; images: Record<string, Picture> }) {
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
            <SlideImage image={images[slide.thumbnail]} />
            <a
              className={styles.play}
              href={slide.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Play video: ${slide.title} (opens in a new tab)`}
            >
              <FaPlay aria-hidden focusable="false" />
            </a>
            {caption}
          </div>
        ),
      };
    }
    const picture = images[slide.src];
    // The full-screen view shows the source itself: it fills the screen, whatever its size.
    const image = { src: picture.src, alt: slide.alt ?? slide.title, title: slide.title };
    return {
      key: slide.title,
      title: slide.title,
      content: (
        <div className={styles.frame}>
          <button
            type="button"
            className={styles.open}
            onClick={() => setOpen(image)}
            aria-label={`View image full screen: ${slide.title}`}
          >
            <SlideImage image={picture} />
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

function SlideImage({ image }: { image: Picture }) {
  return <ResponsiveImage className={styles.image} image={image} sizes={CAROUSEL_SIZES} alt="" />;
}
