/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { findHeavyImages } from '@/tools/checks/publicImages';
import { publicAddress, renameInContent } from '@/tools/images/renameInContent';
import { shrinkImage, stepSides, stillTooHeavy, type ShrinkResult } from '@/tools/images/shrink';

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
    written: file,
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
    written: 'a.png',
  });
  expect([stillTooHeavy(result(1024 * 1024 + 1)), stillTooHeavy(result(1024 * 1024))]).toEqual([true, false]);
});

describe('the loop ends: content:check’s command, run, leaves nothing over 1 MB', () => {
  /** A noisy photo: at 2000 pixels a side and quality 82 it stays over 1 MB. */
  const noisy = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 50 } } });

  it('runs each command content:check names, and content:check then finds nothing; a WebP’s paths in content/ follow it', async () => {
    const publicDir = path.join(dir, 'public');
    const images = path.join(publicDir, 'images/events');
    const content = path.join(dir, 'content');
    fs.mkdirSync(images, { recursive: true });
    fs.mkdirSync(content);
    await noisy(2000, 1500).jpeg({ quality: 95 }).toFile(path.join(images, 'noise.jpg'));
    await noisy(1200, 900).png().toFile(path.join(images, 'photo.png'));
    const yaml = 'images:\n  - /images/events/photo.png\n  - /images/events/photo.png.old\n  - /images/events/noise.jpg\n';
    fs.writeFileSync(path.join(content, 'events.yaml'), yaml);
    // What the default command alone would leave: the noisy JPEG over 1 MB at 2000 pixels.
    const at2000 = await noisy(2000, 1500).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    expect(at2000.length).toBeGreaterThan(1024 * 1024);

    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const problems = await findHeavyImages(path.join(publicDir, 'images'));
      const commands = problems.map((p) => /one command does it: npm run images:shrink -- (.*?)(?: \(|$)/.exec(p.message)![1]);
      expect(commands).toEqual(['public/images/events/noise.jpg', '--webp public/images/events/photo.png']);
      for (const command of commands) {
        const [file, webp] = [command.split(' ').at(-1)!, command.startsWith('--webp')];
        const result = await shrinkImage(file, { webp });
        expect(result.outcome).toBe('shrunk');
        const [from, to] = [publicAddress(file, publicDir), publicAddress(result.outcome === 'shrunk' ? result.written : '', publicDir)];
        if (from !== to) renameInContent(content, from!, to!);
      }
      expect(await findHeavyImages(path.join(publicDir, 'images'))).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
    expect(fs.readdirSync(images).sort()).toEqual(['noise.jpg', 'photo.webp']);
    expect(fs.readFileSync(path.join(content, 'events.yaml'), 'utf8')).toBe(
      'images:\n  - /images/events/photo.webp\n  - /images/events/photo.png.old\n  - /images/events/noise.jpg\n',
    );
  }, 60_000); // a dozen encodings of noisy photos: seconds on a busy machine

  it('takes a smaller size with --max, and steps below it only when still over 1 MB', async () => {
    const file = await write('wide.jpg', photo(3000, 1000).jpeg({ quality: 100 }));
    expect(await shrinkImage(file, { max: 1200 })).toMatchObject({ outcome: 'shrunk', after: { width: 1200, height: 400 } });
    expect(stepSides(2000)).toEqual([2000, 1600, 1280, 1024, 819, 800]);
    const heavy = await write('heavy.jpg', noisy(2000, 1500).jpeg({ quality: 95 }));
    const result = await shrinkImage(heavy);
    expect(result).toMatchObject({ outcome: 'shrunk', after: { width: 1600, height: 1200 } });
    expect(stillTooHeavy(result)).toBe(false);
  }, 30_000);

  it('refuses to write a WebP over a file of that name', async () => {
    const file = await write('a.png', photo(400, 300).png());
    fs.writeFileSync(path.join(dir, 'a.webp'), 'other');
    expect(await shrinkImage(file, { webp: true })).toEqual({
      file,
      outcome: 'refused',
      reason: 'there is already a file a.webp beside it: move or rename one of them first',
    });
  });
});
