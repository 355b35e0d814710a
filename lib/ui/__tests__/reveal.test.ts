import { isRevealed, REVEAL_AT, REVEAL_THRESHOLDS } from '@/lib/ui/reveal';

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
