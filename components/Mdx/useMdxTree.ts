'use client';
/**
 * The MDX renderer (MdxTree and hast-util-to-jsx-runtime, about 10 kB gzipped) for module pages, loaded
 * as soon as the page's scripts run rather than as part of them: it arrives while the page hydrates
 * and its sealed file opens, and the page's first-load JavaScript stays within its budget (bench).
 * `useMdxTree()` is null until it has arrived; the page then renders whole, with no shift.
 */
import { useSyncExternalStore } from 'react';
import type MdxTreeComponent from './MdxTree';

type Renderer = typeof MdxTreeComponent;

let loaded: Renderer | null = null;
const listeners = new Set<() => void>();

function load() {
  import('./MdxTree').then(
    (m) => {
      loaded = m.default;
      listeners.forEach((l) => l());
    },
    // A failed chunk (offline) is tried again on the next render that needs it.
    () => setTimeout(load, 2000),
  );
}

if (typeof window !== 'undefined') load();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMdxTree(): Renderer | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
