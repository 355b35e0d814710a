'use client';
/**
 * A section that fades and rises into view once, when 30% of it is visible (lib/ui/reveal.ts).
 *
 * The server HTML shows the section as it is: the animation is an enhancement added after
 * hydration, and only to sections that are still below the fold then. A section the reader can
 * already see is never hidden, so the largest paint does not wait for JavaScript and a page without
 * scripts is complete. Plain CSS and an IntersectionObserver do the work: no animation library.
 * Under prefers-reduced-motion the section does not move (CSS).
 */
import { useEffect, useRef } from 'react';
import { entriesReveal, REVEAL_THRESHOLDS } from '@/lib/ui/reveal';
import styles from './index.module.css';

type Props = { children: React.ReactNode; labelledBy?: string; className?: string };

export default function RevealSection({ children, labelledBy, className }: Props) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || el.getBoundingClientRect().top < window.innerHeight) return;
    // A data attribute, not React state: the section's own markup never changes, only its style.
    el.dataset.reveal = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entriesReveal(entries, window.innerHeight)) return;
        el.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLDS },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={ref} aria-labelledby={labelledBy} className={`${styles.section} ${className ?? ''}`}>
      {children}
    </section>
  );
}
