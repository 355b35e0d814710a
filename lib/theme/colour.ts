/**
 * Colours as WCAG measures them: the contrast ratio of two colours, and the colour nearest to one
 * that reaches the ratios it needs. Colours are written #rrggbb (or #rgb), as officers write them in
 * content/site.yaml; the formulas are WCAG 2.2's (relative luminance, then (L1 + 0.05) / (L2 + 0.05)).
 */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const HEX_COLOUR_EXPECTED = 'expected a colour written #rrggbb, e.g. #bf5700';

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as an officer reads it: rounded down to one decimal, so 4.49 never shows as 4.5. */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}

function rgbToHsl([r, g, b]: Rgb): Rgb {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rs ? (gs - bs) / d + (gs < bs ? 6 : 0) : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [h / 6, s, l];
}

function hslToRgb([h, s, l]: Rgb): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

export type ContrastNeed = { against: string; min: number };

const passes = (hex: string, needs: ContrastNeed[]) => needs.every(({ against, min }) => contrastRatio(hex, against) >= min);

/**
 * The colour of the same hue and saturation, lighter or darker by the least, that meets every need;
 * null when no lightness does. Steps of 0.1 % lightness: about a thousand tries, each a few
 * multiplications.
 */
export function nearestPassing(hex: string, needs: ContrastNeed[]): string | null {
  if (passes(hex, needs)) return hex.toLowerCase();
  const [h, s, l] = rgbToHsl(toRgb(hex));
  for (let step = 1; step <= 1000; step++) {
    for (const candidate of [l - step / 1000, l + step / 1000]) {
      if (candidate < 0 || candidate > 1) continue;
      const found = toHex(hslToRgb([h, s, candidate]));
      if (passes(found, needs)) return found;
    }
  }
  return null;
}
