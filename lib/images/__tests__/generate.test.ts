/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateImages } from '../generate';
import { responsiveImage } from '../responsiveImage';

// A public/ folder of its own, as an officer's change would leave it: a photo added, replaced, removed.
let pub: string;
const photo = (width: number) => sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: '#a34' } }).webp().toBuffer();
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

it('names the file that is not an image', async () => {
  fs.writeFileSync(path.join(pub, 'images/events/broken.jpg'), 'not a picture');
  await expect(generateImages(pub)).rejects.toThrow('public/images/events/broken.jpg: cannot read the image');
});

describe('responsiveImage', () => {
  it('lists the copies and the source in srcset, with the source size', async () => {
    await generateImages(pub);
    await expect(responsiveImage('/images/events/demo.webp', pub, false)).resolves.toEqual({
      src: '/images/events/demo.webp',
      srcSet: '/generated/images/events/demo.webp.480w.webp 480w, /generated/images/events/demo.webp.768w.webp 768w, /images/events/demo.webp 1000w',
      width: 1000,
      height: 500,
    });
  });

  it('stops a build whose copies were not made, or were made before the photo was replaced, naming both files', async () => {
    await expect(responsiveImage('/images/events/demo.webp', pub, false)).rejects.toThrow(
      'public/generated/images/events/demo.webp.480w.webp is missing or older than public/images/events/demo.webp: run `npm run images`',
    );
    await generateImages(pub);
    later('images/events/demo.webp');
    await expect(responsiveImage('/images/events/demo.webp', pub, false)).rejects.toThrow('older than public/images/events/demo.webp');
  });

  it('under next dev makes the copies of a photo added while the server runs', async () => {
    const image = await responsiveImage('/images/events/demo.webp', pub, true);
    expect(image.srcSet).toContain('demo.webp.768w.webp 768w');
    expect(exists('generated/images/events/demo.webp.768w.webp')).toBe(true);
  });

  it('gives an SVG as it is, with its size and no srcset', async () => {
    await expect(responsiveImage('/images/events/logo.svg', pub, false)).resolves.toEqual({ src: '/images/events/logo.svg', width: 40, height: 20 });
  });
});
