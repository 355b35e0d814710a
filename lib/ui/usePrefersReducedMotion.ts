'use client';
/**
 * Whether the visitor asked for reduced motion. A tiny stand-in for framer-motion's
 * useReducedMotion, for components that must not pull framer-motion into their bundle
 * (the carousel, the intro video). The server, and the first client render, assume "no".
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
