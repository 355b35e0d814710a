'use client';
/**
 * A generic carousel: one slide at a time, previous/next buttons, indicator buttons, and
 * auto-advance every `intervalMs` that pauses while the pointer or keyboard focus is inside,
 * while `paused` is set (a dialog opened from a slide), and is off under reduced motion.
 */
import { useEffect, useId, useState } from 'react';
import RoundButton from '@/components/ui/RoundButton';
import { usePrefersReducedMotion } from '@/lib/ui/usePrefersReducedMotion';
import { wrapIndex } from '@/lib/ui/wrapIndex';
import styles from './index.module.css';

type Slide = { key: string; title: string; content: React.ReactNode };
type Props = { label: string; slides: Slide[]; intervalMs: number; paused?: boolean };

export default function Carousel({ label, slides, intervalMs, paused = false }: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const id = useId();
  const rotating = !paused && !hovered && !focused && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, slides.length)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, slides.length, index]);

  const go = (to: number) => setIndex(wrapIndex(to, slides.length));

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              id={`${id}-slide-${i}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
              inert={i !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <RoundButton direction="previous" label="Previous slide" onClick={() => go(index - 1)} className={`${styles.arrow} ${styles.prev}`} />
      <RoundButton direction="next" label="Next slide" onClick={() => go(index + 1)} className={`${styles.arrow} ${styles.next}`} />
      <div className={styles.dots}>
        {slides.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${i + 1}: ${slide.title}`}
            aria-current={i === index ? 'true' : undefined}
            aria-controls={`${id}-slide-${i}`}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </div>
  );
}
