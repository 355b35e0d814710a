/**
 * Two screenshots of one page, before and after a change: whether they differ, where, and the
 * side-by-side picture the reviewer looks at (before | after, each differing area outlined in both).
 * pixelmatch compares them (its anti-aliasing detection keeps font smoothing from reading as a change);
 * sharp reads and writes the PNGs.
 *
 * A page whose height changed is aligned by its content first: the rows the two share from the top
 * and from the bottom are the same page, and only what lies between is outlined, on each side at its
 * own height. One line that wraps in one card then outlines that card, not every card it pushed down;
 * `moved` says how far the rest moved.
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

export type Box = { x: number; y: number; width: number; height: number };
/** `boxes` outline the before side, `afterBoxes` the after side; `moved`: how far down (up, when negative) what follows moved. */
export type Comparison = { same: boolean; changedPixels: number; boxes: Box[]; afterBoxes: Box[]; moved: number };

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

/** Row `y` of a raw RGBA picture `width` pixels wide. */
const row = (raw: Uint8Array, width: number, y: number) => raw.subarray(y * width * 4, (y + 1) * width * 4);
const sameRow = (a: Uint8Array, ya: number, b: Uint8Array, yb: number, width: number) =>
  Buffer.compare(row(a, width, ya), row(b, width, yb)) === 0;

/**
 * Two pictures of different heights lined up by content: the rows equal from the top (`top`) and,
 * below them, from the bottom (`bottom`). Undefined when they share no rows at the bottom: then
 * nothing was only pushed down.
 */
function aligned(a: Uint8Array, ha: number, b: Uint8Array, hb: number, width: number) {
  let top = 0;
  while (top < Math.min(ha, hb) && sameRow(a, top, b, top, width)) top++;
  let bottom = 0;
  while (top + bottom < Math.min(ha, hb) && sameRow(a, ha - 1 - bottom, b, hb - 1 - bottom, width)) bottom++;
  return bottom > 0 ? { top, bottom } : undefined;
}

/** The columns where two pictures differ in rows [from, to) (top-aligned), or all of them. */
function changedColumns(a: Uint8Array, b: Uint8Array, width: number, from: number, to: number) {
  let [left, right] = [width, -1];
  for (let y = from; y < to; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 4; c++)
        if (a[(y * width + x) * 4 + c] !== b[(y * width + x) * 4 + c]) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
  return right < 0 ? { left: 0, right: width - 1 } : { left, right };
}

/** rows [top, bottom) outlined across columns [left, right], with the margin, at least a thin line when empty. */
function band(top: number, bottom: number, columns: { left: number; right: number }, width: number, height: number): Box {
  const x = Math.max(0, columns.left - MARGIN);
  const y = Math.max(0, top - MARGIN);
  return { x, y, width: Math.min(width, columns.right + MARGIN + 1) - x, height: Math.min(height, Math.max(bottom, top + 1) + MARGIN) - y };
}

export async function comparePictures(before: Buffer, after: Buffer): Promise<Comparison> {
  const [a, b] = await Promise.all([sizeOf(before), sizeOf(after)]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const [rawBefore, rawAfter] = await Promise.all([rawOf(before, a, width, height), rawOf(after, b, width, height)]);
  const diff = new Uint8Array(width * height * 4);
  const changedPixels = pixelmatch(rawBefore, rawAfter, diff, width, height, { threshold: 0.1, diffMask: true });
  if (changedPixels === 0) return { same: true, changedPixels, boxes: [], afterBoxes: [], moved: 0 };
  const lined = a.height !== b.height ? aligned(rawBefore, a.height, rawAfter, b.height, width) : undefined;
  if (lined) {
    const [endBefore, endAfter] = [a.height - lined.bottom, b.height - lined.bottom];
    const columns = changedColumns(rawBefore, rawAfter, width, lined.top, Math.min(endBefore, endAfter));
    return {
      same: false,
      changedPixels,
      boxes: [band(lined.top, endBefore, columns, width, a.height)],
      afterBoxes: [band(lined.top, endAfter, columns, width, b.height)],
      moved: b.height - a.height,
    };
  }
  // With diffMask, a changed pixel is drawn opaque and the rest left transparent.
  const boxes = changedAreas(width, height, (pixel) => diff[pixel * 4 + 3] > 0);
  return { same: false, changedPixels, boxes, afterBoxes: boxes, moved: 0 };
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
