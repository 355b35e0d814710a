/**
 * @jest-environment node
 *
 * The picture comparison of `npm run preview`: identical pictures are unchanged; a changed paragraph
 * is one outlined area around it, not the whole page; a longer page differs where it grew.
 */
import sharp from 'sharp';
import { changedAreas, comparePictures, sideBySide } from '@/tools/preview/compare';

const WIDTH = 300;

/** A page: white, with dark 'lines of text' (bars) at the given heights. */
function page(lines: Array<{ y: number; width: number }>, height = 400) {
  const bars = lines.map((l) => `<rect x="20" y="${l.y}" width="${l.width}" height="10" fill="#222"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const PARAGRAPHS = [
  { y: 20, width: 240 },
  { y: 40, width: 200 },
  { y: 200, width: 250 },
  { y: 220, width: 120 },
];

test('identical pictures are the same, with no area', async () => {
  const a = await page(PARAGRAPHS);
  expect(await comparePictures(a, await page(PARAGRAPHS))).toEqual({ same: true, changedPixels: 0, boxes: [], afterBoxes: [], moved: [] });
});

test('a changed line of the second paragraph is outlined there, and the first paragraph is not', async () => {
  const changed = PARAGRAPHS.map((l) => (l.y === 220 ? { ...l, width: 200 } : l));
  const result = await comparePictures(await page(PARAGRAPHS), await page(changed));
  expect(result.same).toBe(false);
  expect(result.boxes).toHaveLength(1);
  const [box] = result.boxes;
  // Around the new part of the line (x 140 to 220, y 220 to 230), with a small margin.
  expect(box.y).toBeGreaterThan(200);
  expect(box.y).toBeLessThanOrEqual(220);
  expect(box.y + box.height).toBeGreaterThanOrEqual(230);
  expect(box.y + box.height).toBeLessThan(250);
  expect(box.x).toBeGreaterThan(100);
  expect(box.x + box.width).toBeGreaterThanOrEqual(220);
});

test('changes far apart are separate areas', async () => {
  const changed = PARAGRAPHS.map((l) => (l.y === 20 || l.y === 220 ? { ...l, width: 60 } : l));
  const result = await comparePictures(await page(PARAGRAPHS), await page(changed));
  expect(result.boxes).toHaveLength(2);
});

test('a page that grew differs below where the shorter one ends', async () => {
  const longer = await page([...PARAGRAPHS, { y: 420, width: 100 }], 460);
  const result = await comparePictures(await page(PARAGRAPHS), longer);
  expect(result.same).toBe(false);
  expect(result.boxes.every((b) => b.y >= 390)).toBe(true);
});

test('changedAreas joins rows closer than the gap and keeps each area as wide as its changes', () => {
  const width = 100;
  const changed = new Set([10 * width + 5, 12 * width + 50, 80 * width + 90]);
  const boxes = changedAreas(width, 100, (pixel) => changed.has(pixel));
  expect(boxes).toEqual([
    { x: 0, y: 4, width: 57, height: 15 },
    { x: 84, y: 74, width: 13, height: 13 },
  ]);
});

test('the side-by-side picture is both pages with a gutter, the outline drawn on each', async () => {
  const before = await page(PARAGRAPHS);
  const after = await page(PARAGRAPHS.map((l) => (l.y === 220 ? { ...l, width: 200 } : l)));
  const { boxes } = await comparePictures(before, after);
  const picture = await sideBySide(before, after, boxes);
  const { width, height } = await sharp(picture).metadata();
  expect(height).toBe(400);
  expect(width).toBeGreaterThan(2 * WIDTH);
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const isOutline = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return data[i] > 180 && data[i + 1] < 80 && data[i + 2] > 60;
  };
  const left = boxes[0];
  expect(isOutline(left.x, left.y + 2)).toBe(true);
  expect(isOutline(left.x + (width! - WIDTH), left.y + 2)).toBe(true);
});

test('a line that wraps is outlined, not everything it pushed down: the rest is lined up by content', async () => {
  // 'Cards' of lines; in the after picture the first card's line wraps (a second line), pushing all below 20 px down.
  const cards = [20, 100, 180, 260, 340].map((y) => ({ y, width: 200 }));
  const before = await page(cards, 420);
  const after = await page([...cards.map((l) => (l.y > 20 ? { ...l, y: l.y + 20 } : l)), { y: 40, width: 150 }], 440);
  const result = await comparePictures(before, after);
  expect(result.same).toBe(false);
  expect(result.moved).toEqual([20]);
  expect(result.boxes).toHaveLength(1);
  expect(result.afterBoxes).toHaveLength(1);
  const [box] = result.afterBoxes;
  // Around the new line (y 40 to 50), not the cards at 120 and below.
  expect(box.y).toBeLessThanOrEqual(40);
  expect(box.y + box.height).toBeGreaterThanOrEqual(50);
  expect(box.y + box.height).toBeLessThan(120);
  expect(result.boxes[0].y + result.boxes[0].height).toBeLessThan(100);
});

test('two changes far apart on a longer page: each outlined, and what moved between and below them outside every outline', async () => {
  // Cards of three lines; after: a line wraps in the first card (+20 px), and the fourth card gets a
  // line more (+20 px again). The second and third cards moved 20 px, the last one 40 px.
  const card = (y: number, k: number) => [0, 14, 28].map((d, line) => ({ y: y + d, width: 120 + ((3 * k + line) % 7) * 15 }));
  const tops = [20, 120, 220, 320, 420];
  const before = await page(
    tops.flatMap((t, k) => card(t, k)),
    500,
  );
  const moved = (y: number) => (y > 20 ? y + 20 : y) + (y > 320 ? 20 : 0);
  const after = await page([...tops.flatMap((t, k) => card(moved(t), k)), { y: 62, width: 90 }, { y: 382, width: 90 }], 540);
  const result = await comparePictures(before, after);
  expect(result.afterBoxes).toHaveLength(2);
  expect(result.moved).toEqual([20, 40]);
  // The moved cards (second, third, fifth in the after picture) touch no outline.
  const inside = (y: number) => result.afterBoxes.some((b) => y + 38 > b.y && y < b.y + b.height);
  for (const top of [120, 220, 420]) expect({ card: top, outlined: inside(moved(top)) }).toEqual({ card: top, outlined: false });
  expect(inside(62)).toBe(true);
  expect(inside(382)).toBe(true);
});

test('lines pushed down by a fractional height, landing a row apart, only moved; a changed line among them is outlined', async () => {
  // The browser rounds each element's new place on its own: after an inserted line, some lines are
  // 20 rows lower, some 21. One of them is also changed (a word longer), which must stay outlined.
  const lines = [20, 60, 100, 140, 180, 220, 260, 300].map((y, k) => ({ y, width: 100 + k * 20 }));
  const before = await page(lines, 400);
  const after = await page(
    [
      ...lines.map((l, k) => (l.y > 20 ? { y: l.y + 20 + (k % 2), width: l.y === 180 ? l.width + 40 : l.width } : l)),
      { y: 40, width: 150 },
    ],
    421,
  );
  const result = await comparePictures(before, after);
  const outlined = (y: number) => result.afterBoxes.some((b) => y + 10 > b.y && y < b.y + b.height);
  expect(outlined(40)).toBe(true);
  expect(outlined(180 + 20 + 1)).toBe(true);
  for (const y of [60, 100, 140, 220, 260, 300])
    expect({ y, outlined: outlined(y + 20 + ((y / 40 - 0.5) % 2)) }).toEqual({ y, outlined: false });
  expect(result.moved.every((d) => d === 20 || d === 21)).toBe(true);
});
