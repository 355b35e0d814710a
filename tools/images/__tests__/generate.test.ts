/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateImages } from '@/tools/images/generate';
import { readManifest } from '@/lib/images/manifest';
import { responsiveImage } from '@/lib/images/responsiveImage';

// A public/ folder of its own, as an officer's change would leave it: a photo added, replaced, removed.
let pub: string;
const photo = (width: number) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: '#a34' } })
    .webp()
    .toBuffer();
const exists = (p: string) => fs.existsSync(path.join(pub, p));
const later = (file: string) => fs.utimesSync(path.join(pub, file), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));

beforeEach(async () => {
  pub = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  fs.mkdirSync(path.join(pub, 'images/events'), { recursive: true });
  fs.writeFileSync(path.join(pub, 'images/events/demo.webp'), await photo(1000));
  fs.writeFileSync(path.join(pub, 'images/events/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>');
});

afterEach(() => fs.rmSync(pub, { recursive: true, force: true }));

it('makes the copies a new photo needs, then keeps them until the photo changes', async () => {
  expect(await generateImages(pub)).toEqual({ sources: 1, made: 2, kept: 0, removed: 0 });
  expect(exists('generated/images/events/demo.webp.480w.webp')).toBe(true);
  expect(exists('generated/images/events/demo.webp.768w.webp')).toBe(true);
  expect((await sharp(path.join(pub, 'generated/images/events/demo.webp.480w.webp')).metadata()).width).toBe(480);
  expect(await generateImages(pub)).toEqual({ sources: 1, made: 0, kept: 2, removed: 0 });

  later('images/events/demo.webp');
  expect(await generateImages(pub)).toEqual({ sources: 1, made: 2, kept: 0, removed: 0 });
});

it('removes the copies of a photo that is gone', async () => {
  await generateImages(pub);
  fs.rmSync(path.join(pub, 'images/events/demo.webp'));
  expect(await generateImages(pub)).toEqual({ sources: 0, made: 0, kept: 0, removed: 2 });
  expect(exists('generated/images/events/demo.webp.480w.webp')).toBe(false);
});

it('records the size of every image, SVG included, for the pages', async () => {
  await generateImages(pub);
  expect(readManifest(pub)?.images).toEqual({
    '/images/events/demo.webp': { width: 1000, height: 500 },
    '/images/events/logo.svg': { width: 40, height: 20 },
  });
});

it('names the file that is not an image', async () => {
  fs.writeFileSync(path.join(pub, 'images/events/broken.jpg'), 'not a picture');
  await expect(generateImages(pub)).rejects.toThrow('public/images/events/broken.jpg: cannot read the image');
});

describe('responsiveImage', () => {
  const build = {
    get publicDir() {
      return pub;
    },
    dev: false,
  };

  it('lists the copies and the source in srcset, with the source size', async () => {
    await generateImages(pub);
    await expect(responsiveImage('/images/events/demo.webp', build)).resolves.toEqual({
      src: '/images/events/demo.webp',
      srcSet:
        '/generated/images/events/demo.webp.480w.webp 480w, /generated/images/events/demo.webp.768w.webp 768w, /images/events/demo.webp 1000w',
      width: 1000,
      height: 500,
    });
  });

  it('stops a build whose copies were not made, or were made before the photo was replaced, naming both files', async () => {
    await expect(responsiveImage('/images/events/demo.webp', build)).rejects.toThrow(
      'has no up-to-date size of public/images/events/demo.webp: run `npm run images`',
    );
    await generateImages(pub);
    fs.rmSync(path.join(pub, 'generated/images/events/demo.webp.768w.webp'));
    await expect(responsiveImage('/images/events/demo.webp', build)).rejects.toThrow(
      'public/generated/images/events/demo.webp.768w.webp is missing or older than public/images/events/demo.webp',
    );
    await generateImages(pub);
    later('images/events/demo.webp');
    await expect(responsiveImage('/images/events/demo.webp', build)).rejects.toThrow(
      'no up-to-date size of public/images/events/demo.webp',
    );
  });

  it('under next dev makes the copies of a photo added while the server runs', async () => {
    const image = await responsiveImage('/images/events/demo.webp', {
      publicDir: pub,
      dev: true,
      regenerate: () => generateImages(pub).then(() => undefined),
    });
    expect(image.srcSet).toContain('demo.webp.768w.webp 768w');
    expect(exists('generated/images/events/demo.webp.768w.webp')).toBe(true);
  });

  it('gives an SVG as it is, with its size and no srcset', async () => {
    await generateImages(pub);
    await expect(responsiveImage('/images/events/logo.svg', build)).resolves.toEqual({
      src: '/images/events/logo.svg',
      width: 40,
      height: 20,
    });
  });
});
