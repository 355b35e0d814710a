/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { shrinkImage, stillTooHeavy, type ShrinkResult } from '@/tools/images/shrink';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-shrink-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A photo-like picture: noise, softened, so that it compresses as a photo does. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).blur(1.5);

async function write(name: string, image: Sharp): Promise<string> {
  const file = path.join(dir, name);
  await image.toFile(file);
  return file;
}

const formatOf = async (file: string) => (await sharp(file).metadata()).format;

it('makes a large JPEG at most 2000 pixels a side, still a JPEG under its name, and says how much it was and is', async () => {
  const file = await write('kickoff.jpg', photo(2400, 800).jpeg({ quality: 100 }));
  const bytes = fs.statSync(file).size;
  const result = await shrinkImage(file);
  expect(result).toEqual({
    file,
    outcome: 'shrunk',
    format: 'jpeg',
    before: { bytes, width: 2400, height: 800 },
    after: { bytes: fs.statSync(file).size, width: 2000, height: 667 },
  });
  expect(fs.statSync(file).size).toBeLessThan(bytes / 2);
  expect(await formatOf(file)).toBe('jpeg');
  expect(fs.readdirSync(dir)).toEqual(['kickoff.jpg']);
  expect(stillTooHeavy(result)).toBe(false);
});

it('keeps a PNG a PNG (a palette, transparency kept) and a WebP a WebP', async () => {
  const png = await write(
    'logo.png',
    sharp({ create: { width: 2200, height: 110, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png(),
  );
  const webp = await write('banner.webp', photo(2600, 400).webp({ quality: 100 }));
  expect(await shrinkImage(png)).toMatchObject({ outcome: 'shrunk', after: { width: 2000, height: 100 } });
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', hasAlpha: true, isPalette: true });
  expect(await shrinkImage(webp)).toMatchObject({ outcome: 'shrunk', after: { width: 2000, height: 308 } });
  expect(await formatOf(webp)).toBe('webp');
});

it('turns a phone photo the way its camera meant before shrinking it', async () => {
  // Stored 2400 × 300, shown 300 × 2400 (EXIF orientation 6: turned a quarter clockwise).
  const file = await write('portrait.jpeg', photo(2400, 300).jpeg({ quality: 100 }).withMetadata({ orientation: 6 }));
  expect(await shrinkImage(file)).toMatchObject({ before: { width: 300, height: 2400 }, after: { width: 250, height: 2000 } });
  const stored = await sharp(file).metadata();
  expect([stored.width, stored.height, stored.orientation]).toEqual([250, 2000, undefined]);
});

it('never enlarges, and leaves a file alone when writing it again would not make it smaller', async () => {
  const small = photo(300, 200).jpeg({ quality: 40 });
  const file = await write('small.jpg', small);
  const before = fs.readFileSync(file);
  const result = await shrinkImage(file);
  expect(result).toMatchObject({ outcome: 'kept', after: { width: 300, height: 200 } });
  expect(fs.readFileSync(file)).toEqual(before);
});

it('keeps the frames of an animated GIF', async () => {
  const frames = await Promise.all(
    ['#f00', '#0f0'].map((c) =>
      sharp({ create: { width: 2100, height: 300, channels: 3, background: c } })
        .png()
        .toBuffer(),
    ),
  );
  const file = await write('loop.gif', sharp(frames, { join: { animated: true } }).gif());
  expect(await shrinkImage(file)).toMatchObject({ before: { width: 2100, height: 300 }, after: { width: 2000, height: 286 } });
  expect((await sharp(file, { animated: true }).metadata()).pages).toBe(2);
});

it('refuses what is no image, with the reason', async () => {
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'words');
  fs.writeFileSync(path.join(dir, 'renamed.jpg'), 'words');
  const reasons = await Promise.all(['notes.txt', 'renamed.jpg', 'missing.png'].map(async (f) => shrinkImage(path.join(dir, f))));
  expect(reasons.map((r) => (r.outcome === 'refused' ? r.reason : r.outcome))).toEqual([
    'this is not an image this command shrinks: it takes .jpg, .jpeg, .png, .webp, .gif and .avif files',
    'this file cannot be read as an image: open it in an image program and save it again as .jpg',
    'there is no such file',
  ]);
  expect(fs.readFileSync(path.join(dir, 'renamed.jpg'), 'utf8')).toBe('words');
});

it('tells a result still over 1 MB', () => {
  const facts = (bytes: number) => ({ bytes, width: 2000, height: 1500 });
  const result = (bytes: number): ShrinkResult => ({
    file: 'a.png',
    outcome: 'shrunk',
    format: 'png',
    before: facts(9e6),
    after: facts(bytes),
  });
  expect([stillTooHeavy(result(1024 * 1024 + 1)), stillTooHeavy(result(1024 * 1024))]).toEqual([true, false]);
});
