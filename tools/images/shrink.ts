/**
 * `npm run images:shrink -- <file>` (scripts/images-shrink.ts): rewrites a photo in place, at most
 * 2000 pixels a side (never enlarged), turned the way its camera meant (EXIF orientation), in its
 * own format at quality 82, so that every path to it in content/ stays valid and content:check's
 * 1 MB limit (lib/content/publicImages.ts) is met. A PNG stays a PNG, made with a palette of at
 * most 256 colours (libimagequant, dithered), which keeps transparency; a photo saved as PNG can
 * stay over 1 MB that way, and the result says so. GIF and WebP keep their animation. The file is
 * replaced only when the new one is smaller, and never half-written (written beside it, renamed).
 * Metadata (camera, place) is left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_LIMIT_BYTES, MAX_IMAGE_SIDE, RASTER_IMAGE } from '@/lib/content/publicImages';

const QUALITY = 82;
/** AVIF's scale is not JPEG's: at 60 it looks as JPEG does at 82 (and at 82 it would grow the file). */
const AVIF_QUALITY = 60;

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export type ImageFacts = { bytes: number; width: number; height: number };

export type ShrinkResult =
  | { file: string; outcome: 'shrunk' | 'kept'; format: Format; before: ImageFacts; after: ImageFacts }
  | { file: string; outcome: 'refused'; reason: string };

/** The format the file's extension names: the one it is written in, whatever it held. */
function formatOf(file: string): Format {
  const ext = path.extname(file).slice(1).toLowerCase();
  return ext === 'jpg' ? 'jpeg' : (ext as Format);
}

function encode(image: Sharp, format: Format): Sharp {
  switch (format) {
    case 'jpeg':
      // A PNG renamed .jpg: its transparent parts white, not black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY, mozjpeg: true });
    case 'png':
      return image.png({ palette: true, quality: QUALITY, compressionLevel: 9, effort: 10 });
    case 'webp':
      return image.webp({ quality: QUALITY, effort: 5 });
    case 'gif':
      return image.gif({ effort: 10 });
    case 'avif':
      return image.avif({ quality: AVIF_QUALITY });
  }
}

/** Pixel size as shown (EXIF orientation applied), one frame of an animation. */
async function facts(input: Buffer, animated: boolean): Promise<ImageFacts> {
  const meta = await sharp(input, { animated }).metadata();
  const { width, height } = meta.autoOrient;
  // An animation's frames are stacked: its height is theirs together.
  return { bytes: input.length, width, height: animated && meta.pageHeight ? meta.pageHeight : height };
}

/** The image made again, turned, at most MAX_IMAGE_SIDE a side and encoded; rejects what is no image. */
async function remake(input: Buffer, format: Format, animated: boolean) {
  const before = await facts(input, animated);
  const image = sharp(input, { animated })
    .autoOrient()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  return { before, output: await encode(image, format).toBuffer() };
}

/** Shrinks one image in place; a file that is no raster image, or cannot be read as one, is refused. */
export async function shrinkImage(file: string): Promise<ShrinkResult> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return { file, outcome: 'refused', reason: 'there is no such file' };
  if (!RASTER_IMAGE.test(file))
    return {
      file,
      outcome: 'refused',
      reason: 'this is not an image this command shrinks: it takes .jpg, .jpeg, .png, .webp, .gif and .avif files',
    };
  const format = formatOf(file);
  const animated = format === 'gif' || format === 'webp';
  const input = fs.readFileSync(file);
  const made = await remake(input, format, animated).catch(() => undefined);
  if (!made)
    return {
      file,
      outcome: 'refused',
      reason: `this file cannot be read as an image: open it in an image program and save it again as ${path.extname(file).toLowerCase()}`,
    };
  const { before, output } = made;
  if (output.length >= input.length) return { file, outcome: 'kept', format, before, after: before };
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.writeFileSync(partial, output);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, outcome: 'shrunk', format, before, after: await facts(output, animated) };
}

/** Still over content:check's limit after shrinking (or kept as it was). */
export const stillTooHeavy = (result: ShrinkResult) => result.outcome !== 'refused' && result.after.bytes > IMAGE_LIMIT_BYTES;
