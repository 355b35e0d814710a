'use client';
/**
 * Whether the visitor asked for reduced motion, for the movement CSS alone cannot stop (the
 * carousel's auto-advance, the intro video's playback). It follows a change of the setting without
 * a reload. The server, and the first client render, assume "no".
 */
import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
