/**
 * Two pictures of one page lined up by content, row by row: runs of pixel rows that are the same in
 * both (at the same height, or moved up or down) and, between them, the hunks where the page
 * changed. A line that wraps in one card makes one hunk there, and everything it pushed down is a
 * run that only moved; two changes far apart make two hunks, and what lies between them is a moved
 * run too, never part of an outline. Greedy, like a text diff that resynchronises on the nearest
 * block of shared rows: pictures of web pages change in a few places, not everywhere.
 */
import { createHash } from 'node:crypto';

/** Rows [a0, a1) of the before picture became rows [b0, b1) of the after one (either may be empty). */
export type Hunk = { a0: number; a1: number; b0: number; b1: number };
/** `length` rows from row `a` of before are rows from `b` of after: moved by `b - a`. */
export type Run = { a: number; b: number; length: number };

/** Shared rows needed to line the pictures up again after a change: fewer could match by chance. */
const RESYNC = 12;

/** Each row's digest, and whether it is one colour (blank rows match anywhere, so they never line up a page alone). */
function rows(raw: Uint8Array, width: number, height: number) {
  const keys: string[] = [];
  const plain: boolean[] = [];
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * width * 4, (y + 1) * width * 4);
    keys.push(createHash('sha1').update(row).digest('base64'));
    let same = true;
    for (let x = 4; x < row.length && same; x += 4) same = row[x] === row[0] && row[x + 1] === row[1] && row[x + 2] === row[2];
    plain.push(same);
  }
  return { keys, plain };
}

/** The key of the RESYNC rows from each row, where they hold something besides blank rows. */
function windows(keys: string[], plain: boolean[]): Array<string | undefined> {
  return keys.map((_, y) =>
    y + RESYNC <= keys.length && plain.slice(y, y + RESYNC).includes(false) ? keys.slice(y, y + RESYNC).join('') : undefined,
  );
}

export function alignRows(a: Uint8Array, ha: number, b: Uint8Array, hb: number, width: number): { hunks: Hunk[]; runs: Run[] } {
  const [ra, rb] = [rows(a, width, ha), rows(b, width, hb)];
  const [wa, wb] = [windows(ra.keys, ra.plain), windows(rb.keys, rb.plain)];
  const at = new Map<string, number[]>();
  wa.forEach((w, y) => w && at.set(w, [...(at.get(w) ?? []), y]));
  const hunks: Hunk[] = [];
  const runs: Run[] = [];
  let [i, j] = [0, 0];
  while (i < ha && j < hb) {
    if (ra.keys[i] === rb.keys[j]) {
      const run = { a: i, b: j, length: 0 };
      while (i < ha && j < hb && ra.keys[i] === rb.keys[j]) [i, j, run.length] = [i + 1, j + 1, run.length + 1];
      runs.push(run);
      continue;
    }
    // The nearest place both pictures share a block of rows again: fewest rows skipped on both sides.
    let best: { i: number; j: number } | undefined;
    const cost = (p: { i: number; j: number }) => p.i - i + p.j - j;
    for (let y = j; y < hb && (!best || y - j < cost(best)); y++) {
      const key = wb[y];
      const found = key === undefined ? undefined : at.get(key)?.find((x) => x >= i);
      if (found !== undefined && (!best || cost({ i: found, j: y }) < cost(best))) best = { i: found, j: y };
    }
    const next = best ?? { i: ha, j: hb };
    hunks.push({ a0: i, a1: next.i, b0: j, b1: next.j });
    [i, j] = [next.i, next.j];
  }
  if (i < ha || j < hb) hunks.push({ a0: i, a1: ha, b0: j, b1: hb });
  return settle(hunks, runs, ra.keys, rb.keys);
}

/**
 * A hunk whose every row is, on both sides, a row of the other picture moved as far as its
 * neighbours moved, give or take a row: the browser rounds each element's new place to a whole
 * pixel on its own, so the lines of a block pushed down by a fractional height land 74 or 75 rows
 * lower. Such a hunk only moved, and is taken out of the hunks; a changed word matches no row there.
 */
function settle(hunks: Hunk[], runs: Run[], ka: string[], kb: string[]): { hunks: Hunk[]; runs: Run[] } {
  const kept: Hunk[] = [];
  const moved: Run[] = [...runs];
  const near = (keys: string[], y: number, key: string) => [y - 1, y, y + 1].some((x) => keys[x] === key);
  for (const h of hunks) {
    const around = runs.filter((r) => r.b + r.length === h.b0 || r.b === h.b1).map((r) => r.b - r.a);
    const shift = around.find(
      (d) =>
        kb.slice(h.b0, h.b1).every((key, k) => near(ka, h.b0 + k - d, key)) &&
        ka.slice(h.a0, h.a1).every((key, k) => near(kb, h.a0 + k + d, key)),
    );
    if (shift === undefined) kept.push(h);
    else if (h.b1 > h.b0) moved.push({ a: h.b0 - shift, b: h.b0, length: h.b1 - h.b0 });
  }
  return { hunks: kept, runs: moved.sort((x, y) => x.b - y.b) };
}
