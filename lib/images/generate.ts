/**
 * Makes the phone-sized WebP copies (the rules: ./variants.ts) of the raster images under a
 * public/ folder, into its generated/ folder. `scripts/generate-images.ts` runs it over all of
 * public/ before every build; in `next dev` ./responsiveImage.ts runs it for one image an officer
 * has just added or replaced. Incremental: a copy newer than its source, made with the same
 * settings, is kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GENERATED_DIR, isResizable, VARIANT_WIDTHS, variantPath, variantWidths } from './variants';

/** Copies made with other settings are made again: settings.json records the ones they were made with. */
const QUALITY = 70;
const SETTINGS = JSON.stringify({ format: 'webp', quality: QUALITY, widths: VARIANT_WIDTHS });
const settingsFile = (publicDir: string) => path.join(publicDir, GENERATED_DIR, 'settings.json');

/** The source's pixel size, or an error that names the file. */
export async function imageSize(publicDir: string, src: string): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(path.join(publicDir, src)).metadata();
    if (width && height) return { width, height };
  } catch {
    // worded below
  }
  throw new Error(`public${src}: cannot read the image's size: is it a real .webp, .jpg, .png or .avif image?`);
}

/** The copies of `src` that are missing, older than it, or made with other settings. */
export async function outdatedCopies(publicDir: string, src: string, width?: number): Promise<string[]> {
  const sourceTime = fs.statSync(path.join(publicDir, src)).mtimeMs;
  const sameSettings = fs.existsSync(settingsFile(publicDir)) && fs.readFileSync(settingsFile(publicDir), 'utf8') === SETTINGS;
  const w = width ?? (await imageSize(publicDir, src)).width;
  return variantWidths(w)
    .map((copyWidth) => variantPath(src, copyWidth))
    .filter((copy) => {
      const stat = fs.statSync(path.join(publicDir, copy), { throwIfNoEntry: false });
      return !sameSettings || !stat || stat.mtimeMs < sourceTime;
    });
}

/** Makes the copies of one image that need making; returns how many it made. */
export async function makeCopies(publicDir: string, src: string): Promise<number> {
  const { width } = await imageSize(publicDir, src);
  const outdated = await outdatedCopies(publicDir, src, width);
  for (const copy of outdated) {
    const out = path.join(publicDir, copy);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    // Written beside it and renamed, so an interrupted run never leaves half a file that looks new.
    const partial = `${out}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
    const copyWidth = Number(/\.(\d+)w\.webp$/.exec(copy)![1]);
    await sharp(path.join(publicDir, src)).resize({ width: copyWidth }).webp({ quality: QUALITY }).toFile(partial);
    fs.renameSync(partial, out);
  }
  return outdated.length;
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

/** Every raster image under `publicDir`; copies whose source is gone or no longer needs them are removed. */
export async function generateImages(publicDir: string): Promise<GenerateSummary> {
  const out = path.join(publicDir, GENERATED_DIR);
  const toPublic = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  const sources = walk(publicDir, out).map(toPublic).filter(isResizable);
  const expected = new Set<string>();
  let made = 0;
  let total = 0;
  for (const src of sources) {
    const { width } = await imageSize(publicDir, src);
    variantWidths(width).forEach((w) => expected.add(path.join(publicDir, variantPath(src, w))));
    total += variantWidths(width).length;
    made += await makeCopies(publicDir, src);
  }
  const removed = walk(out, '').filter((f) => !expected.has(f) && f !== settingsFile(publicDir) && !f.endsWith('.partial'));
  removed.forEach((f) => fs.rmSync(f));
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(settingsFile(publicDir), SETTINGS);
  return { sources: sources.length, made, kept: total - made, removed: removed.length };
}
