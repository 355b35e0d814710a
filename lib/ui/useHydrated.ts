'use client';
/**
 * False on the server and while hydrating, true afterwards: for values that depend on the
 * visitor's browser (locale, clock) and must not differ between the static HTML and hydration.
 */
import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
