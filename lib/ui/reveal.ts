/**
 * When a RevealSection counts as seen: once 30% of it is visible. A section taller
 * than the viewport can never be 30% visible, so for it 30% of the viewport filled counts instead.
 */
export const REVEAL_AT = 0.3;

/** IntersectionObserver thresholds at which to ask `isRevealed` (a tall section crosses the low ones). */
export const REVEAL_THRESHOLDS = [0, 0.05, 0.1, 0.2, REVEAL_AT];

export function isRevealed(visibleRatio: number, visibleHeight: number, viewportHeight: number): boolean {
  return visibleRatio >= REVEAL_AT || (viewportHeight > 0 && visibleHeight >= REVEAL_AT * viewportHeight);
}

type Entry = Pick<IntersectionObserverEntry, 'intersectionRatio'> & {
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
};

/**
 * Whether any of the entries an IntersectionObserver delivers at once shows the section seen.
 * A busy browser queues entries and hands over several in one call, oldest first: the first may
 * still say "not visible" from before a scroll that the last one saw. Reading only the first would
 * leave the section hidden for good: the likeliest reading of a home-page e2e failure in CI.
 */
export function entriesReveal(entries: readonly Entry[], viewportHeight: number): boolean {
  return entries.some((e) => isRevealed(e.intersectionRatio, e.intersectionRect.height, e.rootBounds?.height ?? viewportHeight));
}
