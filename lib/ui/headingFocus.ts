'use client';
/**
 * Focus for a page chosen from a menu that closes as it navigates (the onboarding drawer): without
 * it, focus falls to <body> and a keyboard or screen-reader user starts over from the top of the
 * page. The menu asks before navigating; the next page's heading takes focus once, when it mounts.
 */
import { useEffect, type RefObject } from 'react';

let requested = false;

/** For the click that chooses a page: its heading takes focus when it arrives. */
export function focusHeadingOnArrival(): void {
  requested = true;
}

/** On a page's heading (with tabIndex={-1}): takes focus if the page was chosen from such a menu. */
export function useFocusOnArrival(heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!requested) return;
    requested = false;
    heading.current?.focus();
  }, [heading]);
}
