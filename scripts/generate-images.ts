/**
 * Makes the phone-sized WebP copies of every raster image under public/ (lib/images/variants.ts:
 * which widths, and where) into public/generated/, which git ignores. Run before every build and
 * `npm run dev` (package.json, scripts/build-e2e.sh, scripts/bench.mjs, the deploy workflow), so
 * a photo an officer adds gets its copies on the next build with nothing run by hand.
 *
 * Incremental: a copy newer than its source is kept, so a restart of `npm run dev` costs a few
 * file checks. Copies whose source is gone or no longer needs them are removed.
 *
 *   npx tsx scripts/generate-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GENERATED_DIR, isResizable, VARIANT_WIDTHS, variantPath, variantWidths } from '../lib/images/variants';

const PUBLIC = path.join(process.cwd(), 'public');
const OUT = path.join(PUBLIC, GENERATED_DIR);
/** Copies made with other settings are made again (the file records the settings they were made with). */
const SETTINGS = { format: 'webp', quality: 70, widths: VARIANT_WIDTHS };
const SETTINGS_FILE = path.join(OUT, 'settings.json');

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === OUT ? [] : walk(full);
    return [full];
  });
}

/** `/images/a.webp` for public/images/a.webp, with forward slashes on every system. */
const publicPath = (file: string) => `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`;

async function main() {
  const started = Date.now();
  const settings = JSON.stringify(SETTINGS);
  const sameSettings = fs.existsSync(SETTINGS_FILE) && fs.readFileSync(SETTINGS_FILE, 'utf8') === settings;
  const expected = new Set<string>();
  let made = 0;
  let kept = 0;
  const sources = walk(PUBLIC).filter((f) => isResizable(publicPath(f)));
  for (const file of sources) {
    const src = publicPath(file);
    const sourceTime = fs.statSync(file).mtimeMs;
    const { width } = await sharp(file).metadata();
    if (!width) throw new Error(`public${src}: cannot read the image's width (is it a real image?)`);
    for (const w of variantWidths(width)) {
      const out = path.join(PUBLIC, variantPath(src, w));
      expected.add(out);
      const stat = fs.statSync(out, { throwIfNoEntry: false });
      if (sameSettings && stat && stat.mtimeMs >= sourceTime) {
        kept++;
        continue;
      }
      fs.mkdirSync(path.dirname(out), { recursive: true });
      // Written beside it and renamed, so an interrupted run never leaves half a file that looks new.
      const partial = `${out}.partial`;
      await sharp(file).resize({ width: w }).webp({ quality: SETTINGS.quality }).toFile(partial);
      fs.renameSync(partial, out);
      made++;
    }
  }
  const removed = walk(OUT).filter((f) => !expected.has(f) && f !== SETTINGS_FILE);
  removed.forEach((f) => fs.rmSync(f));
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(SETTINGS_FILE, settings);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`images: ${sources.length} sources, ${made} copies made, ${kept} up to date, ${removed.length} removed (${seconds} s)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
