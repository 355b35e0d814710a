/**
 * The home intro: the mask over the background video grows with the scroll
 * position, `100% + min(scrollY / innerHeight, 1) x 6000%`, and the intro shows while the page is
 * scrolled at most one viewport height.
 */
export function introMaskSize(scrollY: number, innerHeight: number): string {
  const progress = innerHeight > 0 ? Math.min(Math.max(scrollY, 0) / innerHeight, 1) : 1;
  return `${100 + progress * 6000}%`;
}

export function isIntroVisible(scrollY: number, innerHeight: number): boolean {
  return scrollY <= innerHeight;
}
