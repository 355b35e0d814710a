/**
 * Makes the phone-sized WebP copies of every raster image under public/ into public/generated/,
 * which git ignores (tools/images/generate.ts; the rules in lib/images/variants.ts). Run before every
 * build and `npm run dev` (package.json, scripts/build-e2e.sh, scripts/bench.mjs, the deploy
 * workflow), so a photo an officer adds gets its copies on the next build with nothing run by hand.
 * A copy newer than its source is kept: a restart of `npm run dev` costs a few file checks.
 * Then the browser icons and the link-preview picture, from the logo of content/site.yaml (or of
 * CONTENT_DIR's site.yaml: tools/images/icons.ts).
 *
 *   npm run images
 */
import { publicFolder } from '../lib/content/core';
import { loadSite } from '../lib/content/site';
import { generateIcons } from '../tools/images/icons';
import { generateImages } from '../tools/images/generate';

const started = Date.now();
const publicDir = publicFolder(); // public/, or PUBLIC_DIR (the e2e fixture exports' e2e/public)
generateImages(publicDir)
  .then(async ({ sources, made, kept, removed }) => {
    const site = loadSite();
    const icons = await generateIcons(publicDir, site.logo, site.colours.brandDark);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `images: ${sources} sources, ${made} copies made, ${kept} up to date, ${removed} removed, ${icons} icons from the logo (${seconds} s)`,
    );
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
