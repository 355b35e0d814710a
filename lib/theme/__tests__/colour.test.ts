/** @jest-environment node */
import { contrastRatio, formatRatio, isHexColour, nearestPassing } from '@/lib/theme/colour';
import { BRAND_USES } from '@/lib/theme/palette';

describe('contrast as WCAG measures it', () => {
  it('is 21:1 for black on white, 1:1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#bf5700', '#BF5700')).toBe(1);
  });

  it("matches WebAIM's checker on known pairs", () => {
    // WebAIM: #767676 on white is 4.54:1; #1a56c4 on white 6.6:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#1a56c4', '#ffffff')).toBeCloseTo(6.6, 1);
  });

  it('is written rounded down, so a failing 4.49 never reads 4.5', () => {
    expect(formatRatio(4.499)).toBe('4.4:1');
    expect(formatRatio(3)).toBe('3:1');
  });
});

describe('hex colours', () => {
  it.each(['#bf5700', '#BF5700', '#fff'])('accepts %s', (c) => expect(isHexColour(c)).toBe(true));
  it.each(['bf5700', '#bf570', 'orange', 'rgb(1,2,3)', '#bf5700 ', '#gggggg'])('refuses %s', (c) => expect(isHexColour(c)).toBe(false));
});

describe('the nearest colour that passes', () => {
  const needs = BRAND_USES.brand;

  it('is the colour itself when it passes', () => {
    expect(nearestPassing('#bf5700', needs)).toBe('#bf5700');
  });

  it('passes every need of the use, and stays close to what was asked', () => {
    for (const asked of ['#2aa198', '#ff7f50', '#5b21b6', '#ffd166']) {
      const found = nearestPassing(asked, needs);
      expect(found).not.toBeNull();
      for (const need of needs) expect(contrastRatio(found!, need.against)).toBeGreaterThanOrEqual(need.min);
    }
  });

  it('is null when no shade of the hue passes every need', () => {
    // Text on white needs a dark colour, and a mark on white-as-background a light one: none is both.
    expect(
      nearestPassing('#808080', [
        { against: '#ffffff', min: 4.5 },
        { against: '#000000', min: 7 },
      ]),
    ).toBeNull();
  });
});
