/**
 * Two screenshots of one page, before and after a change: whether they differ, where, and the
 * side-by-side picture the reviewer looks at (before | after, each differing area outlined in both).
 * pixelmatch compares them (its anti-aliasing detection keeps font smoothing from reading as a change);
 * sharp reads and writes the PNGs.
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

export type Box = { x: number; y: number; width: number; height: number };
export type Comparison = { same: boolean; changedPixels: number; boxes: Box[] };

/** Rows of change closer than this are outlined as one area. */
const MERGE_GAP = 24;
/** Space around an outlined area, so the outline does not cover what changed. */
const MARGIN = 6;
const GUTTER = 24;
const OUTLINE = '#e0115f';

async function sizeOf(png: Buffer) {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  return { width, height };
}

/** The picture's pixels on a width × height canvas: a shorter page is compared with light grey below it. */
async function rawOf(png: Buffer, own: { width: number; height: number }, width: number, height: number): Promise<Uint8Array> {
  const raw = await sharp(png)
    .ensureAlpha()
    .extend({ right: width - own.width, bottom: height - own.height, background: '#ececec' })
    .raw()
    .toBuffer();
  return new Uint8Array(raw.buffer, raw.byteOffset, raw.length);
}

type Run = { top: number; bottom: number; left: number; right: number };

/**
 * The areas of a width × height picture where `isChanged(pixel index)` holds: runs of changed rows
 * (gaps under MERGE_GAP rows joined), each as wide as its changes, with a margin around it.
 */
export function changedAreas(width: number, height: number, isChanged: (pixel: number) => boolean): Box[] {
  const runs: Run[] = [];
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++)
      if (isChanged(y * width + x)) {
        if (left < 0) left = x;
        right = x;
      }
    if (left < 0) continue;
    const last = runs.at(-1);
    if (last && y - last.bottom <= MERGE_GAP) {
      last.bottom = y;
      last.left = Math.min(last.left, left);
      last.right = Math.max(last.right, right);
    } else runs.push({ top: y, bottom: y, left, right });
  }
  return runs.map((r) => {
    const x = Math.max(0, r.left - MARGIN);
    const y = Math.max(0, r.top - MARGIN);
    return { x, y, width: Math.min(width, r.right + MARGIN + 1) - x, height: Math.min(height, r.bottom + MARGIN + 1) - y };
  });
}

export async function comparePictures(before: Buffer, after: Buffer): Promise<Comparison> {
  const [a, b] = await Promise.all([sizeOf(before), sizeOf(after)]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const [rawBefore, rawAfter] = await Promise.all([rawOf(before, a, width, height), rawOf(after, b, width, height)]);
  const diff = new Uint8Array(width * height * 4);
  const changedPixels = pixelmatch(rawBefore, rawAfter, diff, width, height, { threshold: 0.1, diffMask: true });
  if (changedPixels === 0) return { same: true, changedPixels, boxes: [] };
  // With diffMask, a changed pixel is drawn opaque and the rest left transparent.
  const boxes = changedAreas(width, height, (pixel) => diff[pixel * 4 + 3] > 0);
  return { same: false, changedPixels, boxes };
}

function outlines(boxes: Box[], dx: number): string {
  return boxes
    .map(
      (b) => `<rect x="${b.x + dx}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="${OUTLINE}" stroke-width="4"/>`,
    )
    .join('');
}

/** Before | after, on one white canvas, each differing area outlined on both sides. */
export async function sideBySide(before: Buffer, after: Buffer, boxes: Box[]): Promise<Buffer> {
  const [a, b] = await Promise.all([sizeOf(before), sizeOf(after)]);
  const width = a.width + GUTTER + b.width;
  const height = Math.max(a.height, b.height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${outlines(boxes, 0)}${outlines(boxes, a.width + GUTTER)}</svg>`;
  return sharp({ create: { width, height, channels: 4, background: '#ffffff' } })
    .composite([
      { input: before, left: 0, top: 0 },
      { input: after, left: a.width + GUTTER, top: 0 },
      { input: Buffer.from(svg), left: 0, top: 0 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
