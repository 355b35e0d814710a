/**
 * @jest-environment node
 *
 * content:check weighs every raster image under public/images/: one over 1 MB fails with its size,
 * its pixel size and the command that shrinks it. The pixel size is read from the file's header by sharp.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { contentCollections } from '@/tools/checks/collections';
import { ContentError, formatProblem } from '@/lib/content/problems';
import { checkPublicImages, findHeavyImages, megabytes, pixelSize, shrinkCommand } from '@/tools/checks/publicImages';

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 60, alpha: 0.5 } } });

describe('the pixel size read from the header', () => {
  it.each([
    ['JPEG, its camera data before the frame', () => picture(40, 30).jpeg().withMetadata({ orientation: 6 }).toBuffer()],
    ['progressive JPEG', () => picture(40, 30).jpeg({ progressive: true }).toBuffer()],
    ['PNG', () => picture(40, 30).png().toBuffer()],
    ['lossy WebP', () => picture(40, 30).webp().toBuffer()],
    ['lossless WebP', () => picture(40, 30).webp({ lossless: true }).toBuffer()],
    ['WebP with transparency', () => picture(40, 30, 4).webp().toBuffer()],
    ['GIF', () => picture(40, 30).gif().toBuffer()],
    ['AVIF', () => picture(40, 30).avif().toBuffer()],
  ])('%s', async (_, make) => {
    expect(await pixelSize(await make())).toEqual({ width: 40, height: 30 });
  });

  it('is unknown for a file that is no image, or one cut short', async () => {
    expect(await pixelSize(Buffer.from('not a picture at all, only words'))).toBeUndefined();
    expect(await pixelSize((await picture(40, 30).jpeg().toBuffer()).subarray(0, 40))).toBeUndefined();
    expect(await pixelSize((await picture(40, 30).png().toBuffer()).subarray(0, 20))).toBeUndefined();
  });
});

describe('sizes in words', () => {
  it('one decimal in MB, rounded up over the limit so it never reads as the limit', () => {
    expect(megabytes(3.44 * 1024 * 1024)).toBe('3.5 MB');
    expect(megabytes(1024 * 1024 + 1)).toBe('1.1 MB');
    expect(megabytes(0.64 * 1024 * 1024)).toBe('0.6 MB');
    expect(megabytes(42 * 1024)).toBe('42 KB');
  });

  it('the command, with the path in quotes when it holds a space', () => {
    expect(shrinkCommand('public/images/events/big-1.jpg')).toBe('npm run images:shrink -- public/images/events/big-1.jpg');
    expect(shrinkCommand('public/images/events/Big photo.jpg')).toBe('npm run images:shrink -- "public/images/events/Big photo.jpg"');
    expect(shrinkCommand('public/images/a.png', { webp: true })).toBe('npm run images:shrink -- --webp public/images/a.png');
  });
});

describe('raster images over 1 MB under public/images/', () => {
  let project = '';
  let images = '';
  beforeEach(async () => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'public-images-'));
    images = path.join(project, 'public/images');
    fs.mkdirSync(path.join(images, 'events/2025'), { recursive: true });
    // Noise does not compress: 700 × 520 pixels of it are 1.04 MB as an uncompressed PNG, just over 1 MB (1,048,576 bytes).
    const noise = await sharp({
      create: { width: 700, height: 520, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    fs.writeFileSync(path.join(images, 'events/2025/Kickoff photo.png'), noise);
    fs.writeFileSync(path.join(images, 'events/small.webp'), await picture(400, 300).webp().toBuffer());
    // Heavy, but no raster image: left to other checks.
    fs.writeFileSync(path.join(images, 'events/slides.pdf'), new Uint8Array(2 * 1024 * 1024));
  });
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

  it('names the file, its size, its pixel size and the command that shrinks it', async () => {
    const cwd = process.cwd();
    process.chdir(project);
    try {
      expect(fs.statSync(path.join(images, 'events/2025/Kickoff photo.png')).size).toBeGreaterThan(1024 * 1024);
      const refused = await checkPublicImages().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(ContentError);
      expect((refused as ContentError).problems.map(formatProblem)).toEqual([
        'public/images/events/2025/Kickoff photo.png: this image is 1.1 MB (700 × 520 pixels), over the 1 MB limit, and slow to load. ' +
          'On GitHub: resize it to at most 2000 pixels a side (e.g. on squoosh.app) and upload it again under the same name; ' +
          'on your computer, one command does it: npm run images:shrink -- --webp "public/images/events/2025/Kickoff photo.png" ' +
          '(a WebP beside it, the PNG removed, and the paths in content/ that name it changed)',
      ]);
    } finally {
      process.chdir(cwd);
    }
    expect(contentCollections.map((c) => c.load)).toContain(checkPublicImages);
  });

  it('still names one whose pixel size cannot be read', async () => {
    fs.writeFileSync(path.join(images, 'events/2025/Kickoff photo.png'), new Uint8Array(1024 * 1024 + 1));
    expect((await findHeavyImages(images)).map((p) => p.message)).toEqual([
      expect.stringMatching(/^this image is 1\.1 MB, over the 1 MB limit/),
    ]);
  });

  it('lets an image of 1 MB or less pass', async () => {
    fs.rmSync(path.join(images, 'events/2025/Kickoff photo.png'));
    fs.writeFileSync(path.join(images, 'events/exact.jpg'), new Uint8Array(1024 * 1024));
    expect(await findHeavyImages(images)).toEqual([]);
  });

  it('passes on the real public/images/ folder', async () => {
    expect(await findHeavyImages()).toEqual([]);
  });
});
