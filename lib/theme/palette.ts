/**
 * The site's colours in one place: the brand colours from content/site.yaml and the fixed ones
 * beside them, written once into every page as CSS custom properties (`themeCss`, in the root
 * layout's <style>), which the stylesheets read as var(--brand), var(--ink) ... A future dark theme
 * adds its values here.
 *
 * What each brand colour is used for, and the contrast each use needs (WCAG AA: 4.5:1 for text,
 * 3:1 for marks), is `BRAND_USES`: content:check measures the colours of site.yaml against it.
 */
import type { ContrastNeed } from './colour';

/** The colours that do not change with the brand. 'Required' and 'done' keep their own. */
export const FIXED_COLOURS = {
  cream: '#f8f1e3',
  ink: '#16181d',
  'ink-soft': '#3d424d',
  paper: '#ffffff',
  'paper-soft': '#f4f5f7',
  'link-blue': '#1a56c4',
  'link-blue-dark': '#0d2f73',
  /** Required links and documents not yet opened (4.9:1 on white). */
  required: '#b34f00',
  'done-green': '#16703a',
  'error-red': '#b3261e',
  focus: '#1a56c4',
} as const;

export type BrandColours = {
  /** Marks (the active tab, borders, the carousel's dot) and the contact section behind white text. */
  brand: string;
  /** Buttons with white text, headings on white. */
  brandDark: string;
};

export type BrandUse = ContrastNeed & { where: string };

export const BRAND_USES: Record<keyof BrandColours, BrandUse[]> = {
  brand: [
    { against: FIXED_COLOURS.paper, min: 4.5, where: "white text on it (the contact section, the sealed pages' button)" },
    { against: FIXED_COLOURS.ink, min: 3, where: "the active tab's underline on the dark navigation bar" },
  ],
  brandDark: [{ against: FIXED_COLOURS.paper, min: 4.5, where: 'white text on the buttons, and headings on white' }],
};

/** The :root rule of every page: each colour as a custom property. */
export function themeCss(brand: BrandColours): string {
  const properties = {
    ...FIXED_COLOURS,
    brand: brand.brand,
    'brand-dark': brand.brandDark,
  };
  const declarations = Object.entries(properties).map(([name, value]) => `--${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
