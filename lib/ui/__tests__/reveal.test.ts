import { entriesReveal, isRevealed, REVEAL_AT, REVEAL_THRESHOLDS } from '@/lib/ui/reveal';

describe('isRevealed', () => {
  it('reveals a section once 30% of it is visible, not before', () => {
    expect(isRevealed(0.29, 116, 800)).toBe(false);
    expect(isRevealed(0.3, 120, 800)).toBe(true);
  });

  it('reveals a section taller than the viewport once it fills 30% of the viewport', () => {
    // 4000 px tall in an 800 px viewport: at most 20% of it is ever visible.
    expect(isRevealed(0.05, 200, 800)).toBe(false);
    expect(isRevealed(0.06, 240, 800)).toBe(true);
  });

  it('is asked at thresholds a tall section crosses, up to the 30% one', () => {
    expect(Math.max(...REVEAL_THRESHOLDS)).toBe(REVEAL_AT);
    expect(REVEAL_THRESHOLDS).toContain(0.05);
  });
});

describe('entriesReveal', () => {
  const entry = (ratio: number, height: number) => ({
    intersectionRatio: ratio,
    intersectionRect: { height },
    rootBounds: { height: 800 },
  });

  it('reveals when a later entry of the same delivery shows the section, though the first is from before the scroll', () => {
    expect(entriesReveal([entry(0, 0), entry(1, 208)], 800)).toBe(true);
  });

  it('keeps the section hidden while no entry shows enough of it', () => {
    expect(entriesReveal([entry(0, 0), entry(0.2, 40)], 800)).toBe(false);
    expect(entriesReveal([], 800)).toBe(false);
  });

  it('measures against the viewport when the observer gives no root bounds', () => {
    expect(entriesReveal([{ intersectionRatio: 0.06, intersectionRect: { height: 240 }, rootBounds: null }], 800)).toBe(true);
    expect(entriesReveal([{ intersectionRatio: 0.06, intersectionRect: { height: 240 }, rootBounds: null }], 1000)).toBe(false);
  });
});
