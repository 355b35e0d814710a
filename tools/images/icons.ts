/**
 * The browser icons and the link-preview picture (lib/images/icons.ts names them), made from the
 * logo of content/site.yaml, so a chapter's new logo gives new icons with nothing else to edit.
 * Always made again: four small PNGs take a few tens of milliseconds, and the e2e builds of two
 * identities in a row each need their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PNG_ICONS, PREVIEW_IMAGE } from '@/lib/images/icons';

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

function hexToRgb(hex: string) {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16), alpha: 1 };
}

/** The logo drawn `size` pixels square at most, sharp at any size (SVG rasterised at a matching density). */
function logoAt(logoFile: string, size: number) {
  return sharp(logoFile, { density: Math.max(72, size * 2) }).resize(size, size, { fit: 'contain', background: { ...WHITE, alpha: 0 } });
}

async function write(file: string, image: Sharp) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await image.png().toFile(partial);
  fs.renameSync(partial, file);
}

/** Writes every icon and the preview picture under `publicDir`; `logo` is its path under public/. */
export async function generateIcons(publicDir: string, logo: string, brandDark: string): Promise<number> {
  const logoFile = path.join(publicDir, logo);
  for (const icon of PNG_ICONS) {
    // A tenth of white around the logo: Apple's touch icon and Android's home screen crop corners.
    const inner = Math.round(icon.size * 0.8);
    const pad = Math.floor((icon.size - inner) / 2);
    const drawn = await logoAt(logoFile, inner).png().toBuffer();
    const canvas = sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: WHITE } });
    await write(path.join(publicDir, icon.src), canvas.composite([{ input: drawn, left: pad, top: pad }]));
  }
  const { width, height } = PREVIEW_IMAGE;
  const side = Math.round(height * 0.5);
  // The logo on a white disc, on the dark brand colour: a logo in the brand's own colour stays visible.
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side * 1.3}" height="${side * 1.3}"><circle cx="50%" cy="50%" r="50%" fill="#fff"/></svg>`,
  );
  const drawn = await logoAt(logoFile, side).png().toBuffer();
  const discSide = Math.round(side * 1.3);
  const canvas = sharp({ create: { width, height, channels: 4, background: hexToRgb(brandDark) } });
  await write(
    path.join(publicDir, PREVIEW_IMAGE.src),
    canvas.composite([
      { input: disc, left: Math.round((width - discSide) / 2), top: Math.round((height - discSide) / 2) },
      { input: drawn, left: Math.round((width - side) / 2), top: Math.round((height - side) / 2) },
    ]),
  );
  return PNG_ICONS.length + 1;
}
