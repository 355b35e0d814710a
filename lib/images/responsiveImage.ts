/**
 * Server side (build time): what an `<img>` needs to offer a content image in phone sizes. Reads
 * the source's size with sharp and names the copies `scripts/generate-images.ts` made. A copy that
 * is missing or older than its source stops the build, naming both files: a build path that forgot
 * to run the generator must not publish `srcset`s that 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { asset } from '../asset';
import { formatSrcSet, isResizable, type ResponsiveImage, srcSetCandidates } from './variants';

export type { ResponsiveImage };

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

/** `src` as content names it (`/images/events/demo.webp`), checked to exist by the content loaders. */
export async function responsiveImage(src: string): Promise<ResponsiveImage> {
  const file = publicFile(src);
  const { width, height } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`public${src}: cannot read the image's size`);
  if (!isResizable(src)) return { src: asset(src), width, height };
  const candidates = srcSetCandidates(src, width);
  const sourceTime = fs.statSync(file).mtimeMs;
  for (const { path: copy } of candidates.slice(0, -1)) {
    const stat = fs.statSync(publicFile(copy), { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs < sourceTime) {
      throw new Error(
        `public${copy} is ${stat ? 'older than' : 'missing for'} public${src}: run \`npm run images\` ` +
          '(npm run build, npm run dev and scripts/build-e2e.sh run it first)',
      );
    }
  }
  return { src: asset(src), srcSet: formatSrcSet(candidates, asset), width, height };
}

/** Several at once, keyed by the content path. */
export async function responsiveImages(srcs: string[]): Promise<Record<string, ResponsiveImage>> {
  const unique = [...new Set(srcs)];
  const loaded = await Promise.all(unique.map(responsiveImage));
  return Object.fromEntries(unique.map((src, i) => [src, loaded[i]]));
}
