/**
 * Photos under public/images/ stay under 1 MB. A camera's photo (4 to 10 MB, 4000 pixels wide) is
 * sent whole to every desktop visitor and sits in git for ever; at most 2000 pixels a side it looks
 * the same on any screen and weighs a fraction of it. content:check names each heavier raster image
 * with its size, its pixel size and the command that shrinks it (`npm run images:shrink`,
 * tools/images/shrink.ts). The phone-sized copies the build makes go to public/generated/, outside
 * this folder, and are 1200 pixels wide at most.
 *
 * The pixel size is read by sharp, as `images:shrink` and the image generator read it: asynchronous,
 * so this is the one check content:check awaits (tools/checks/collections.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { displayPath, filesUnder, publicFolder } from '@/lib/content/core';
import { ContentError, type ContentProblem } from '@/lib/content/problems';

const MEGABYTE = 1024 * 1024;

/** The most a raster image under public/images/ may weigh, in bytes. */
export const IMAGE_LIMIT_BYTES = MEGABYTE;

/** The longest side `images:shrink` leaves an image, in pixels. */
export const MAX_IMAGE_SIDE = 2000;

/** The raster images, by file name: what content:check weighs and `images:shrink` takes. */
export const RASTER_IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;

/**
 * `3.4 MB` with one decimal (below a tenth, `42 KB`). Rounded up over the limit, so that a file just
 * over it never reads as the limit itself ("1.0 MB, over the 1 MB limit").
 */
export function megabytes(bytes: number): string {
  if (bytes < MEGABYTE / 10) return `${Math.ceil(bytes / 1024)} KB`;
  const round = bytes > IMAGE_LIMIT_BYTES ? Math.ceil : Math.round;
  return `${(round((bytes / MEGABYTE) * 10) / 10).toFixed(1)} MB`;
}

/** The command as an officer types it, the path in quotes when it holds a space or the like. */
export const shrinkCommand = (file: string, { webp = false } = {}) =>
  `npm run images:shrink -- ${webp ? '--webp ' : ''}${/^[\w./-]+$/.test(file) ? file : `"${file}"`}`;

/**
 * A PNG over the limit is a photo or a screenshot saved as PNG: even with a palette it often stays
 * over 1 MB, so the command that ends it makes it a WebP (and changes the paths that name it).
 */
const shrinksAsWebp = (file: string) => /\.png$/i.test(file);

export type PixelSize = { width: number; height: number };

/**
 * The stored pixel size of a raster image, from its header; undefined for a file sharp cannot read
 * (no image, or one cut short). A phone photo turned by its EXIF orientation shows the other way round.
 */
export async function pixelSize(image: string | Buffer): Promise<PixelSize | undefined> {
  try {
    const { width, height } = await sharp(image).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

async function heavyImage(absolute: string): Promise<ContentProblem[]> {
  const bytes = fs.statSync(absolute).size;
  if (bytes <= IMAGE_LIMIT_BYTES) return [];
  const file = displayPath(absolute);
  const size = await pixelSize(absolute);
  const pixels = size ? ` (${size.width} × ${size.height} pixels)` : '';
  return [
    {
      file,
      field: '',
      message:
        `this image is ${megabytes(bytes)}${pixels}, over the 1 MB limit, and slow to load. ` +
        `On GitHub: resize it to at most ${MAX_IMAGE_SIDE} pixels a side (e.g. on squoosh.app) and upload it again under the same name; ` +
        `on your computer, one command does it: ${shrinkCommand(file, { webp: shrinksAsWebp(file) })}` +
        (shrinksAsWebp(file) ? ` (a WebP beside it, the PNG removed, and the paths in content/ that name it changed)` : ''),
    },
  ];
}

/** Every raster image over the limit under the folder (public/images/ by default), at any depth. */
export async function findHeavyImages(imagesDir = path.join(publicFolder(), 'images')): Promise<ContentProblem[]> {
  return (await Promise.all(filesUnder(imagesDir, RASTER_IMAGE).map(heavyImage))).flat();
}

/** Throws (rejects with) the problems as one ContentError, the way every collection reports. */
export async function checkPublicImages(): Promise<void> {
  const problems = await findHeavyImages();
  if (problems.length) throw new ContentError(problems);
}
