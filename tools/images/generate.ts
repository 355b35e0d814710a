/**
 * Makes the phone-sized WebP copies (the rules: lib/images/variants.ts) of the raster images under a
 * public/ folder into its generated/ folder, and records every image's size there (lib/images/manifest.ts).
 * `scripts/generate-images.ts` (`npm run images`) runs it before every build and `npm run dev`.
 * Incremental: a copy newer than its source, made with the same settings, is kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ICONS_DIR } from '@/lib/images/icons';
import { isNewer, type ImageRecord, manifestFile, readManifest } from '@/lib/images/manifest';
import { GENERATED_DIR, isResizable, VARIANT_WIDTHS, variantPath, variantWidths } from '@/lib/images/variants';

const QUALITY = 70;
/** Copies made with other settings are made again. */
const SETTINGS = JSON.stringify({ format: 'webp', quality: QUALITY, widths: VARIANT_WIDTHS });
const IMAGE = /\.(webp|png|jpe?g|avif|svg)$/i;

async function imageSize(publicDir: string, src: string): Promise<ImageRecord> {
  try {
    const { width, height } = await sharp(path.join(publicDir, src)).metadata();
    if (width && height) return { width, height };
  } catch {
    // worded below
  }
  throw new Error(`public${src}: cannot read the image's size: is it a real .webp, .jpg, .png, .avif or .svg image?`);
}

function walk(dir: string, skip: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === skip ? [] : walk(full, skip);
    return [full];
  });
}

export type GenerateSummary = { sources: number; made: number; kept: number; removed: number };

/** Every image under `publicDir`; copies whose source is gone or no longer needs them are removed. */
export async function generateImages(publicDir: string): Promise<GenerateSummary> {
  const out = path.join(publicDir, GENERATED_DIR);
  const toPublic = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  const images = walk(publicDir, out)
    .map(toPublic)
    .filter((src) => IMAGE.test(src));
  const sameSettings = readManifest(publicDir)?.settings === SETTINGS;
  const records: Record<string, ImageRecord> = {};
  const expected = new Set([manifestFile(publicDir)]);
  let sources = 0;
  let made = 0;
  let kept = 0;
  for (const src of images) {
    const size = (records[src] = await imageSize(publicDir, src));
    if (!isResizable(src)) continue;
    sources++;
    for (const width of variantWidths(size.width)) {
      const copy = variantPath(src, width);
      const file = path.join(publicDir, copy);
      expected.add(file);
      if (sameSettings && isNewer(publicDir, copy, src)) {
        kept++;
        continue;
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written beside it and renamed, so an interrupted run never leaves half a file that looks new.
      const partial = `${file}.${process.pid}.partial`;
      await sharp(path.join(publicDir, src)).resize({ width }).webp({ quality: QUALITY }).toFile(partial);
      fs.renameSync(partial, file);
      made++;
    }
  }
  // The icons are made from the logo after this (tools/images/icons.ts).
  const removed = walk(out, path.join(publicDir, ICONS_DIR)).filter((f) => !expected.has(f));
  removed.forEach((f) => fs.rmSync(f));
  fs.mkdirSync(out, { recursive: true });
  const partial = `${manifestFile(publicDir)}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify({ settings: SETTINGS, images: records }, null, 1)}\n`);
  fs.renameSync(partial, manifestFile(publicDir));
  return { sources, made, kept, removed: removed.length };
}
