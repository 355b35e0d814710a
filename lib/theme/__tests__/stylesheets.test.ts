/**
 * @jest-environment node
 *
 * The stylesheets name colours only through the palette (lib/theme/palette.ts), so both themes reach
 * every page: a colour written into a stylesheet would stay the same in the dark theme.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FIXED_COLOURS } from '@/lib/theme/palette';

const stylesheets = ['app', 'components'].flatMap((dir) =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.css')).map((f) => path.join(dir, f)),
);

/** The text of a stylesheet without its comments, and without a var()'s fallback (for a page without the palette). */
const rules = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/var\((--[\w-]+),[^)]*\)/g, 'var($1)');

/** Shades of black or white seen through: shadows and scrims, which read on either theme. */
const SEE_THROUGH = /rgba?\((0 0 0|255 255 255) \/ \d+%\)/g;
const COLOUR = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|:\s*(white|black)\b/gi;

/** The custom properties globals.css defines that are not colours. */
const OTHER_PROPERTIES = ['header-height', 'radius', 'shadow', 'font-sans', 'mask-size', 'columns'];

it('finds the stylesheets', () => {
  expect(stylesheets).toContain(path.join('app', 'globals.css'));
  expect(stylesheets.length).toBeGreaterThan(20);
});

it.each(stylesheets)('%s writes no colour of its own', (file) => {
  expect(rules(file).replace(SEE_THROUGH, '').match(COLOUR) ?? []).toEqual([]);
});

it.each(stylesheets)('%s names only colours the palette has', (file) => {
  const known = new Set([...Object.keys(FIXED_COLOURS), 'brand', 'brand-dark', 'brand-text', ...OTHER_PROPERTIES]);
  const used = [...rules(file).matchAll(/var\(--([\w-]+)/g)].map((m) => m[1]);
  expect(used.filter((name) => !known.has(name) && !name.startsWith('swal2-'))).toEqual([]);
});
