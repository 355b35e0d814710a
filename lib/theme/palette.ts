/**
 * The site's colours in one place: the brand colours from content/site.yaml and the fixed ones
 * beside them, in a light and a dark theme, written once into every page as CSS custom properties
 * (`themeCss`, in the root layout's <style>), which the stylesheets read as var(--brand), var(--ink) ...
 *
 * Which theme a page shows is the <html> element's data-theme ('light', 'dark' or 'system'), set
 * before the first paint by the root layout's inline script (lib/theme/prePaint.ts); 'system', or no
 * attribute at all (scripts off), follows the system's prefers-color-scheme.
 *
 * What each brand colour is used for, and the contrast each use needs (WCAG AA: 4.5:1 for text,
 * 3:1 for marks), is `BRAND_USES` (light) and `DARK_BRAND_USES` (dark): content:check measures the
 * colours of site.yaml against both.
 */
import { nearestPassing, type ContrastNeed } from './colour';

/**
 * The colours that do not change with the brand, as the light theme shows them. 'Required' and
 * 'done' keep their own. The `bar-…`, `on-…`, `cream` and `media` ones are the same in both themes:
 * the navigation bar, the footer and the side panel are dark surfaces whatever the theme.
 */
export const FIXED_COLOURS = {
  /** Text, and the page behind it. */
  ink: '#16181d',
  'ink-soft': '#3d424d',
  paper: '#ffffff',
  'paper-soft': '#f4f5f7',
  /** Borders: decoration (line, line-soft) and the edge of a field, 3:1 on paper (line-strong). */
  line: '#d7dae0',
  'line-soft': '#eceef1',
  'line-strong': '#8a8f99',
  /** A warm background for notices and the 'Continue' box; tint-hover under the pointer. */
  tint: '#f8f1e3',
  'tint-hover': '#f1e4c8',
  'link-blue': '#1a56c4',
  'link-blue-dark': '#0d2f73',
  /** Required links and documents not yet opened (4.9:1 on white). */
  required: '#b34f00',
  'done-green': '#16703a',
  'error-red': '#b3261e',
  focus: '#1a56c4',
  /** Backgrounds of a right answer or a finished upload, of a wrong answer or a failed save. */
  'success-tint': '#e3f4e8',
  'error-tint': '#fbe6e4',
  /** Search matches. */
  highlight: '#ffe08a',
  /** A disabled button, behind white text. */
  disabled: '#6b7079',
  /** Behind a picture that may be transparent (a member's upload): nothing on white, light on dark. */
  'image-backing': 'transparent',
  /** The dark surfaces of both themes: the bars, the footer, the side panel, and what is on them. */
  bar: '#16181d',
  'bar-raised': '#2b2f38',
  'bar-current': '#3d424d',
  'bar-line': '#5c6270',
  /** The edge of a button on the bar. */
  'bar-edge': '#9aa0aa',
  'bar-text-soft': '#d7d9de',
  'bar-done': '#5fd38d',
  /** The side panel's focus ring: the site's blue is 2.7:1 on the bar, this yellow 12.3:1. */
  'bar-focus': '#ffd166',
  /** Text on dark or brand surfaces, and text on the light surfaces that stay light (cream, the contact form). */
  'on-dark': '#ffffff',
  'on-light': '#16181d',
  'on-light-soft': '#5f6470',
  'link-on-light': '#0d2f73',
  /** The fields and notices of the contact form, white on the brand's section in both themes. */
  'light-field': '#ffffff',
  /** The cream of marks on dark or brand surfaces, and of the side panel's current page. */
  cream: '#f8f1e3',
  /** 'Done' on the cream of the side panel's current page. */
  'done-on-cream': '#16703a',
  /** Behind photos and videos shown full screen. */
  media: '#000000',
} as const;

export type ColourName = keyof typeof FIXED_COLOURS;

/** The dark theme: every colour that changes, the others as above. Each pair is measured in lib/theme/__tests__. */
export const DARK_COLOURS: Partial<Record<ColourName, string>> = {
  ink: '#e6e8ec',
  'ink-soft': '#b3b9c4',
  paper: '#121418',
  'paper-soft': '#1c1f26',
  line: '#3a3f4a',
  'line-soft': '#2a2e36',
  'line-strong': '#7d8490',
  tint: '#2a2218',
  'tint-hover': '#3a2f20',
  'link-blue': '#8ab4f8',
  'link-blue-dark': '#b9c8ee',
  required: '#ff9e57',
  'done-green': '#5fd38d',
  'error-red': '#ff8a80',
  focus: '#8ab4f8',
  'success-tint': '#16301f',
  'error-tint': '#3a1c1a',
  highlight: '#6b5200',
  'image-backing': '#f4f5f7',
};

/** The dark theme's colours, all of them. */
export const darkColours = (): Record<ColourName, string> => ({ ...FIXED_COLOURS, ...DARK_COLOURS });

export type DarkBrandColours = {
  /** The brand colour in the dark theme: marks on the dark page and bar, the contact section behind white text. */
  brand?: string;
  /** Headings and brand-coloured text on the dark page. */
  brandText?: string;
};

export type BrandColours = {
  /** Marks (the active tab, borders, the carousel's dot) and the contact section behind white text. */
  brand: string;
  /** Buttons with white text (in both themes), headings on white. */
  brandDark: string;
  /** The dark theme's own, when given; else computed from the two above (`darkBrand`). */
  dark?: DarkBrandColours;
};

export type BrandUse = ContrastNeed & { where: string };

const dark = darkColours();

export const BRAND_USES: Record<'brand' | 'brandDark', BrandUse[]> = {
  brand: [
    { against: FIXED_COLOURS['on-dark'], min: 4.5, where: "white text on it (the contact section, the sealed pages' button)" },
    { against: FIXED_COLOURS.bar, min: 3, where: "the active tab's underline on the dark navigation bar" },
  ],
  brandDark: [{ against: FIXED_COLOURS['on-dark'], min: 4.5, where: 'white text on the buttons, and headings on white' }],
};

export const DARK_BRAND_USES: Record<keyof DarkBrandColours, BrandUse[]> = {
  brand: [
    { against: FIXED_COLOURS['on-dark'], min: 4.5, where: 'white text on it (the contact section) in the dark theme' },
    { against: dark.paper, min: 3, where: 'marks (borders, the carousel dot) on the dark page' },
    { against: FIXED_COLOURS.bar, min: 3, where: "the active tab's underline on the navigation bar" },
  ],
  brandText: [
    { against: dark.paper, min: 4.5, where: 'headings on the dark page' },
    { against: dark['paper-soft'], min: 4.5, where: 'headings on the dark page’s grey sections' },
    { against: dark.tint, min: 4.5, where: "the 'Continue' box's words in the dark theme" },
  ],
};

/** Which light colour a dark one is computed from when site.yaml gives none. */
const DARK_FROM: Record<keyof DarkBrandColours, 'brand' | 'brandDark'> = { brand: 'brand', brandText: 'brandDark' };

/**
 * The dark theme's brand colours: site.yaml's `dark:` ones, else the nearest shade of the light ones
 * that passes every dark use (every hue has one: a test tries them round the colour wheel; the light
 * colour itself were none found).
 */
export function darkBrand(brand: BrandColours): Record<keyof DarkBrandColours, string> {
  const pick = (key: keyof DarkBrandColours) => {
    const light = brand[DARK_FROM[key]];
    return brand.dark?.[key] ?? nearestPassing(light, DARK_BRAND_USES[key]) ?? light;
  };
  return { brand: pick('brand'), brandText: pick('brandText') };
}

const declarations = (properties: Record<string, string>) =>
  Object.entries(properties)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');

/**
 * The theme rules of every page: each colour as a custom property, light on :root; the dark values
 * when data-theme is 'dark', and when the system prefers dark unless data-theme is 'light'.
 * color-scheme follows, so form controls and scroll bars match.
 */
export function themeCss(brand: BrandColours): string {
  const darkBrandColours = darkBrand(brand);
  const light = declarations({ ...FIXED_COLOURS, brand: brand.brand, 'brand-dark': brand.brandDark, 'brand-text': brand.brandDark });
  const darkRule = `color-scheme:dark;${declarations({
    ...DARK_COLOURS,
    brand: darkBrandColours.brand,
    'brand-text': darkBrandColours.brandText,
  })}`;
  return [
    `:root{color-scheme:light;${light}}`,
    `:root[data-theme=dark]{${darkRule}}`,
    `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${darkRule}}}`,
  ].join('');
}
