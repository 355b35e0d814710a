/**
 * Two screenshots of one page, before and after a change: whether they differ, where, and the
 * side-by-side picture the reviewer looks at (before | after, each differing area outlined in both).
 * pixelmatch compares them (its anti-aliasing detection keeps font smoothing from reading as a change);
 * sharp reads and writes the PNGs.
 *
 * A page whose height changed is lined up by content (./align.ts): only the hunks where it changed
 * are outlined, on each side at its own height, and the rows that only moved (everything a wrapped
 * line pushed down, what lies between two changes) are never inside an outline. `moved` says how far
 * those rows moved, read off the same alignment, so the caption and the outlines agree.
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { alignRows, type Hunk } from './align';

export type Box = { x: number; y: number; width: number; height: number };
/**
 * `boxes` outline the before side, `afterBoxes` the after side; `moved`: how far the rows outside
 * every outline moved, down when positive (each distance once, top to bottom; none when nothing moved).
 */
export type Comparison = { same: boolean; changedPixels: number; boxes: Box[]; afterBoxes: Box[]; moved: number[] };

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

/** rows [top, bottom) outlined across columns [left, right], with the margin, at least a thin line when empty. */
function band(top: number, bottom: number, columns: { left: number; right: number }, width: number, height: number): Box {
  const x = Math.max(0, columns.left - MARGIN);
  const y = Math.max(0, top - MARGIN);
  return { x, y, width: Math.min(width, columns.right + MARGIN + 1) - x, height: Math.min(height, Math.max(bottom, top + 1) + MARGIN) - y };
}

/** Hunks closer than MERGE_GAP rows on both sides are one area: an outline per line of a paragraph would be noise. */
function merged(hunks: Hunk[]): Hunk[] {
  const out: Hunk[] = [];
  for (const h of hunks) {
    const last = out.at(-1);
    if (last && h.a0 - last.a1 <= MERGE_GAP && h.b0 - last.b1 <= MERGE_GAP) Object.assign(last, { a1: h.a1, b1: h.b1 });
    else out.push({ ...h });
  }
  return out;
}

/** The columns a hunk changes: where its rows differ, top-aligned, and where its extra rows are not blank. */
function hunkColumns(a: Uint8Array, b: Uint8Array, width: number, h: Hunk) {
  const common = Math.min(h.a1 - h.a0, h.b1 - h.b0);
  let [left, right] = [width, -1];
  const widen = (x: number) => ([left, right] = [Math.min(left, x), Math.max(right, x)]);
  const pixel = (raw: Uint8Array, x: number, y: number) => raw.subarray((y * width + x) * 4, (y * width + x) * 4 + 4);
  for (let k = 0; k < common; k++)
    for (let x = 0; x < width; x++) if (Buffer.compare(pixel(a, x, h.a0 + k), pixel(b, x, h.b0 + k)) !== 0) widen(x);
  for (const [raw, from, to] of [
    [a, h.a0 + common, h.a1],
    [b, h.b0 + common, h.b1],
  ] as const)
    for (let y = from; y < to; y++) for (let x = 1; x < width; x++) if (Buffer.compare(pixel(raw, x, y), pixel(raw, 0, y)) !== 0) widen(x);
  return right < 0 ? { left: 0, right: width - 1 } : { left, right };
}

export async function comparePictures(before: Buffer, after: Buffer): Promise<Comparison> {
  const [a, b] = await Promise.all([sizeOf(before), sizeOf(after)]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const [rawBefore, rawAfter] = await Promise.all([rawOf(before, a, width, height), rawOf(after, b, width, height)]);
  const diff = new Uint8Array(width * height * 4);
  const changedPixels = pixelmatch(rawBefore, rawAfter, diff, width, height, { threshold: 0.1, diffMask: true });
  if (changedPixels === 0) return { same: true, changedPixels, boxes: [], afterBoxes: [], moved: [] };
  if (a.height !== b.height) {
    const { hunks, runs } = alignRows(rawBefore, a.height, rawAfter, b.height, width);
    const areas = merged(hunks);
    const columns = areas.map((h) => hunkColumns(rawBefore, rawAfter, width, h));
    // A run moved only when no outline covers it: what the caption says is what the picture shows.
    const outside = runs.filter((r) => r.b !== r.a && !areas.some((h) => r.b < h.b1 && r.b + r.length > h.b0));
    return {
      same: false,
      changedPixels,
      boxes: areas.map((h, k) => band(h.a0, h.a1, columns[k], width, a.height)),
      afterBoxes: areas.map((h, k) => band(h.b0, h.b1, columns[k], width, b.height)),
      moved: outside.map((r) => r.b - r.a).filter((d, k, all) => d !== all[k - 1]),
    };
  }
  // With diffMask, a changed pixel is drawn opaque and the rest left transparent.
  const boxes = changedAreas(width, height, (pixel) => diff[pixel * 4 + 3] > 0);
  return { same: false, changedPixels, boxes, afterBoxes: boxes, moved: [] };
}

function outlines(boxes: Box[], dx: number): string {
  return boxes
    .map(
      (b) => `<rect x="${b.x + dx}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="${OUTLINE}" stroke-width="4"/>`,
    )
    .join('');
}

/** Before | after, on one white canvas, each differing area outlined on both sides (each at its own place). */
export async function sideBySide(before: Buffer, after: Buffer, boxes: Box[], afterBoxes: Box[] = boxes): Promise<Buffer> {
  const [a, b] = await Promise.all([sizeOf(before), sizeOf(after)]);
  const width = a.width + GUTTER + b.width;
  const height = Math.max(a.height, b.height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${outlines(boxes, 0)}${outlines(afterBoxes, a.width + GUTTER)}</svg>`;
  return sharp({ create: { width, height, channels: 4, background: '#ffffff' } })
    .composite([
      { input: before, left: 0, top: 0 },
      { input: after, left: a.width + GUTTER, top: 0 },
      { input: Buffer.from(svg), left: 0, top: 0 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
