/**
 * `npm run images:shrink -- [--max <pixels>] [--webp] <file>` (scripts/images-shrink.ts): rewrites a
 * photo at most 2000 pixels a side (`--max`, never enlarged), turned the way its camera meant (EXIF
 * orientation), at quality 82, so that content:check's 1 MB limit (tools/checks/publicImages.ts) is
 * met. In its own format and under its own name, every path to it in content/ stays valid; with
 * `--webp` it becomes a WebP beside it (`x.png` → `x.webp`), the old file removed, and the script
 * changes the paths in content/ (./renameInContent.ts). A PNG stays a PNG made with a palette of
 * at most 256 colours (libimagequant, dithered), which keeps transparency. GIF and WebP keep their
 * animation.
 *
 * When the result is still over 1 MB (a noisy photo, a photo saved as PNG), it is made smaller again
 * a step at a time (four fifths a side) down to MIN_SIDE, and the result says the side it reached:
 * running the command content:check names is enough to pass, never a loop. The file is replaced
 * only when the new one is smaller, and never half-written (written beside it, renamed). Metadata
 * (camera, place) is left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_LIMIT_BYTES, MAX_IMAGE_SIDE, RASTER_IMAGE } from '@/tools/checks/publicImages';

const QUALITY = 82;
/** The smallest side the steps go down to: below it a photo looks poor on a laptop. */
export const MIN_SIDE = 800;
/** AVIF's scale is not JPEG's: at 60 it looks as JPEG does at 82 (and at 82 it would grow the file). */
const AVIF_QUALITY = 60;

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export type ImageFacts = { bytes: number; width: number; height: number };

/** `written`: the file now holding the image (the WebP beside it, with `--webp`). */
export type ShrinkResult =
  | { file: string; outcome: 'shrunk' | 'kept'; format: Format; before: ImageFacts; after: ImageFacts; written: string }
  | { file: string; outcome: 'refused'; reason: string };

/** `max`: the longest side, in pixels; `webp`: written as a WebP beside the file, which is removed. */
export type ShrinkOptions = { max?: number; webp?: boolean };

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

/** The image made again, turned, at most `side` pixels a side and encoded; rejects what is no image. */
async function remake(input: Buffer, format: Format, animated: boolean, side: number) {
  const image = sharp(input, { animated }).autoOrient().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  return encode(image, format).toBuffer();
}

/** The sides tried in turn: `max`, then four fifths of the last, while above MIN_SIDE. */
export function stepSides(max: number): number[] {
  const sides = [max];
  while (sides.at(-1)! > MIN_SIDE) sides.push(Math.max(MIN_SIDE, Math.round(sides.at(-1)! * 0.8)));
  return sides;
}

/** The first size of `sides` that comes under the limit, else the smallest. */
async function underLimit(input: Buffer, format: Format, animated: boolean, sides: number[]) {
  let output = await remake(input, format, animated, sides[0]);
  for (const side of sides.slice(1)) {
    if (output.length <= IMAGE_LIMIT_BYTES) break;
    output = await remake(input, format, animated, side);
  }
  return output;
}

function writeWhole(file: string, output: Uint8Array) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.writeFileSync(partial, output);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Shrinks one image (in place, or into a WebP beside it); a file that is no raster image, or cannot be read as one, is refused. */
export async function shrinkImage(file: string, { max = MAX_IMAGE_SIDE, webp = false }: ShrinkOptions = {}): Promise<ShrinkResult> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return { file, outcome: 'refused', reason: 'there is no such file' };
  if (!RASTER_IMAGE.test(file))
    return {
      file,
      outcome: 'refused',
      reason: 'this is not an image this command shrinks: it takes .jpg, .jpeg, .png, .webp, .gif and .avif files',
    };
  const written = webp ? file.replace(/\.[^./\\]+$/, '.webp') : file;
  if (written !== file && fs.existsSync(written))
    return {
      file,
      outcome: 'refused',
      reason: `there is already a file ${path.basename(written)} beside it: move or rename one of them first`,
    };
  const format = webp ? 'webp' : formatOf(file);
  const animated = ['gif', 'webp'].includes(formatOf(file));
  const input = fs.readFileSync(file);
  const before = await facts(input, animated).catch(() => undefined);
  const output = before && (await underLimit(input, format, animated, stepSides(max)).catch(() => undefined));
  if (!before || !output)
    return {
      file,
      outcome: 'refused',
      reason: `this file cannot be read as an image: open it in an image program and save it again as ${path.extname(file).toLowerCase()}`,
    };
  if (output.length >= input.length && written === file) return { file, outcome: 'kept', format, before, after: before, written };
  writeWhole(written, output);
  if (written !== file) fs.rmSync(file);
  return { file, outcome: 'shrunk', format, before, after: await facts(output, animated && format !== 'jpeg'), written };
}

/** Still over content:check's limit after shrinking (or kept as it was). */
export const stillTooHeavy = (result: ShrinkResult) => result.outcome !== 'refused' && result.after.bytes > IMAGE_LIMIT_BYTES;
