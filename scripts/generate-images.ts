/**
 * Makes the phone-sized WebP copies of every raster image under public/ into public/generated/,
 * which git ignores (tools/images/generate.ts; the rules in lib/images/variants.ts). Run before every
 * build and `npm run dev` (package.json, scripts/build-e2e.sh, scripts/bench.mjs, the deploy
 * workflow), so a photo an officer adds gets its copies on the next build with nothing run by hand.
 * A copy newer than its source is kept: a restart of `npm run dev` costs a few file checks.
 *
 *   npm run images
 */
import path from 'node:path';
import { generateImages } from '../tools/images/generate';

const started = Date.now();
generateImages(path.join(process.cwd(), 'public'))
  .then(({ sources, made, kept, removed }) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`images: ${sources} sources, ${made} copies made, ${kept} up to date, ${removed} removed (${seconds} s)`);
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
