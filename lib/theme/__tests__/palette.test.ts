/** @jest-environment node */
import { contrastRatio, nearestPassing } from '@/lib/theme/colour';
import {
  BRAND_USES,
  DARK_BRAND_USES,
  DARK_COLOURS,
  FIXED_COLOURS,
  darkBrand,
  darkColours,
  themeCss,
  type ColourName,
} from '@/lib/theme/palette';

/**
 * The colours the stylesheets put together, text on its background (4.5:1) or a mark on what is
 * around it (3:1), as WCAG AA asks. The brand's own are BRAND_USES and DARK_BRAND_USES, measured by
 * content:check. A stylesheet that pairs two others should add them here.
 */
const PAIRS: { fg: ColourName; on: ColourName[]; min: number }[] = [
  { fg: 'ink', on: ['paper', 'paper-soft', 'tint', 'tint-hover', 'success-tint', 'error-tint', 'highlight'], min: 4.5 },
  { fg: 'ink-soft', on: ['paper', 'paper-soft', 'tint'], min: 4.5 },
  { fg: 'link-blue', on: ['paper', 'paper-soft', 'tint'], min: 4.5 },
  { fg: 'link-blue-dark', on: ['paper', 'paper-soft'], min: 4.5 },
  { fg: 'required', on: ['paper', 'paper-soft'], min: 4.5 },
  { fg: 'done-green', on: ['paper', 'paper-soft', 'success-tint'], min: 4.5 },
  { fg: 'error-red', on: ['paper', 'paper-soft', 'error-tint'], min: 4.5 },
  { fg: 'on-dark', on: ['bar', 'bar-raised', 'bar-current', 'disabled', 'media'], min: 4.5 },
  { fg: 'bar-text-soft', on: ['bar'], min: 4.5 },
  { fg: 'cream', on: ['bar', 'bar-raised'], min: 4.5 },
  { fg: 'bar-done', on: ['bar', 'bar-raised', 'bar-current'], min: 4.5 },
  { fg: 'on-light', on: ['cream', 'light-field'], min: 4.5 },
  { fg: 'on-light-soft', on: ['light-field'], min: 4.5 },
  { fg: 'link-on-light', on: ['light-field'], min: 4.5 },
  { fg: 'done-on-cream', on: ['cream'], min: 4.5 },
  { fg: 'focus', on: ['paper', 'paper-soft'], min: 3 },
  { fg: 'bar-focus', on: ['bar', 'bar-raised'], min: 3 },
  { fg: 'line-strong', on: ['paper'], min: 3 },
];

const themes = { light: { ...FIXED_COLOURS } as Record<ColourName, string>, dark: darkColours() };

describe.each(Object.entries(themes))('the %s theme', (_, colours) => {
  it.each(PAIRS.flatMap(({ fg, on, min }) => on.map((bg) => [fg, bg, min] as const)))('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrastRatio(colours[fg], colours[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('the palette', () => {
  it('gives the dark theme only colours the light one has', () => {
    for (const name of Object.keys(DARK_COLOURS)) expect(FIXED_COLOURS).toHaveProperty(name);
  });

  it('keeps the surfaces that are dark in both themes, and what is on them, the same in both', () => {
    const kept = Object.keys(FIXED_COLOURS).filter((n) => /^(bar|on-|cream|media|done-on-cream|link-on-light|light-field)/.test(n));
    for (const name of kept) expect(DARK_COLOURS).not.toHaveProperty(name);
  });
});

/** #rrggbb of a hue (0-360), saturation and lightness (0-1). */
function hsl(h: number, s: number, l: number): string {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

describe("the dark theme's brand colours", () => {
  it('are the ones site.yaml gives', () => {
    expect(darkBrand({ brand: '#bf5700', brandDark: '#8f4100', dark: { brand: '#c96a1a', brandText: '#f0a060' } })).toEqual({
      brand: '#c96a1a',
      brandText: '#f0a060',
    });
  });

  it('else a shade of the light ones that passes every dark use, for brands round the colour wheel', () => {
    for (let hue = 0; hue < 360; hue += 15)
      for (const saturation of [0.35, 0.7, 1]) {
        const brand = nearestPassing(hsl(hue, saturation, 0.4), BRAND_USES.brand)!;
        const brandDark = nearestPassing(hsl(hue, saturation, 0.3), BRAND_USES.brandDark)!;
        const dark = darkBrand({ brand, brandDark });
        for (const key of ['brand', 'brandText'] as const)
          for (const use of DARK_BRAND_USES[key])
            expect([brand, key, dark[key], contrastRatio(dark[key], use.against) >= use.min]).toEqual([brand, key, dark[key], true]);
      }
  });
});

describe('themeCss', () => {
  const css = themeCss({ brand: '#0f766e', brandDark: '#134e4a', dark: { brandText: '#5eead4' } });
  const rules = Object.fromEntries([...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => [selector.trim(), body]));

  it('writes every colour on :root, light, with the brand colours it is given', () => {
    const root = rules[':root'];
    expect(root).toContain('color-scheme:light');
    for (const [name, value] of Object.entries(FIXED_COLOURS))
      expect(root.match(new RegExp(`--${name}:${value}(;|$)`, 'g'))).toHaveLength(1);
    expect(root).toContain('--brand:#0f766e;');
    expect(root).toContain('--brand-dark:#134e4a;');
    expect(root).toContain('--brand-text:#134e4a');
  });

  it("writes the dark values when data-theme is 'dark', and when the system prefers dark unless data-theme is 'light'", () => {
    expect(css).toContain('@media (prefers-color-scheme:dark){:root:not([data-theme=light]){');
    for (const selector of [':root[data-theme=dark]', ':root:not([data-theme=light])']) {
      const dark = rules[selector];
      expect(dark).toContain('color-scheme:dark');
      for (const [name, value] of Object.entries(DARK_COLOURS)) expect(dark).toMatch(new RegExp(`--${name}:${value}(;|$)`));
      expect(dark).toContain('--brand-text:#5eead4');
      expect(dark).toMatch(/--brand:#[0-9a-f]{6}/);
    }
  });
});
