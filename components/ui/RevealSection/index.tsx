'use client';
/**
 * A section that fades and rises into view once, when 30% of it is visible (spec 2.3).
 * framer-motion is loaded as LazyMotion + m, with the domAnimation features fetched after the page
 * loads (features.ts), so only about 6 KB of it weighs on first load. Under prefers-reduced-motion
 * MotionConfig drops the movement and keeps only the fade.
 */
import { LazyMotion, MotionConfig, m } from 'framer-motion';
import styles from './index.module.css';

const loadFeatures = () => import('./features').then((mod) => mod.default);

type Props = { children: React.ReactNode; labelledBy?: string; className?: string };

export default function RevealSection({ children, labelledBy, className }: Props) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.section
          aria-labelledby={labelledBy}
          className={`${styles.section} ${className ?? ''}`}
          initial={{ opacity: 0, y: 40 }}
          whileInView={{ opacity: 1, y: 0 }}
          viewport={{ once: true, amount: 0.3 }}
          transition={{ duration: 0.7, ease: 'easeOut' }}
        >
          {children}
        </m.section>
      </MotionConfig>
    </LazyMotion>
  );
}
