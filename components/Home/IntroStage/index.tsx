'use client';
/**
 * The home intro: a full-screen looping background video under a mask that grows with
 * the scroll position. The intro shows while the page is scrolled at most one viewport height;
 * after that it hides and the page content (children) fades in.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { introMaskSize, isIntroVisible } from '@/lib/home/introMask';
import type { ResponsiveImage as Picture } from '@/lib/images/variants';
import { INTRO_POSTER_SIZES } from '@/lib/images/sizes';
import { usePrefersReducedMotion } from '@/lib/ui/usePrefersReducedMotion';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

type Props = { video: string; poster: Picture; children: React.ReactNode };

export default function IntroStage({ video, poster, children }: Props) {
  const scrollY = useSyncExternalStore(
    subscribe,
    () => window.scrollY,
    () => 0,
  );
  const viewport = useSyncExternalStore(
    subscribe,
    () => window.innerHeight,
    () => 1,
  );
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const visible = isIntroVisible(scrollY, viewport);

  // Autoplay is started here rather than by the autoplay attribute so that reduced motion keeps
  // the video paused on its poster from the first frame. The video is not fetched before then
  // (preload="none"): on a slow phone network its first bytes no longer share the line with the
  // page's scripts, and a visitor who prefers reduced motion never downloads it.
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    if (reducedMotion || !visible) el.pause();
    else el.play().catch(() => {});
  }, [reducedMotion, visible]);

  // Keyboard users tabbing into the content must not land behind the intro.
  const revealOnFocus = () => {
    if (isIntroVisible(window.scrollY, window.innerHeight)) window.scrollTo({ top: window.innerHeight + 1 });
  };

  const maskSize = introMaskSize(scrollY, viewport);
  // The CSS draws the window from it (index.module.css: a clip circle, not a mask image).
  const mask = { '--mask-size': maskSize } as React.CSSProperties;
  return (
    <>
      <div className={styles.intro} hidden={!visible} data-testid="home-intro">
        {/* The poster as an image in the server HTML, fetched first: it is the page's largest paint
            and shows before any script runs, so that paint does not wait for the scripts; the video
            plays over it once hydrated. A phone takes a phone-sized copy from srcset
            (lib/images/variants.ts), so the video has no poster of its own: that would fetch the
            full-size file as well, and the image shows through the video until its first frame. */}
        <ResponsiveImage
          className={styles.frame}
          style={mask}
          image={{ src: poster.src, srcSet: poster.srcSet }}
          sizes={INTRO_POSTER_SIZES}
          alt=""
          aria-hidden="true"
          fetchPriority="high"
          decoding="async"
        />
        <video
          ref={videoRef}
          className={styles.frame}
          style={mask}
          src={video}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
        />
      </div>
      <div className={styles.spacer} aria-hidden="true" />
      <div className={visible ? styles.content : `${styles.content} ${styles.shown}`} onFocus={revealOnFocus}>
        {children}
      </div>
    </>
  );
}
