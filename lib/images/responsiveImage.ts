/**
 * Server side (build time): what an `<img>` needs to offer a content image in phone sizes. Reads
 * the source's size with sharp and names the copies `npm run images` made. In a build, a copy that
 * is missing or older than its source stops the build, naming both files: a build path that forgot
 * to run the generator must not publish `srcset`s that 404. Under `next dev` the copies of a photo
 * added or replaced while the server runs are made on the spot.
 */
import path from 'node:path';
import { asset } from '../asset';
import { imageSize, makeCopies, outdatedCopies } from './generate';
import { formatSrcSet, isResizable, type ResponsiveImage, srcSetCandidates } from './variants';

export type { ResponsiveImage };

const PUBLIC = path.join(process.cwd(), 'public');

/** `src` as content names it (`/images/events/demo.webp`), checked to exist by the content loaders. */
export async function responsiveImage(src: string, publicDir = PUBLIC, makeMissing = process.env.NODE_ENV === 'development'): Promise<ResponsiveImage> {
  const { width, height } = await imageSize(publicDir, src);
  if (!isResizable(src)) return { src: asset(src), width, height };
  const outdated = await outdatedCopies(publicDir, src, width);
  if (outdated.length > 0) {
    if (!makeMissing) {
      throw new Error(`public${outdated[0]} is missing or older than public${src}: run \`npm run images\` (npm run build, npm run dev and scripts/build-e2e.sh run it first)`);
    }
    await makeCopies(publicDir, src);
  }
  return { src: asset(src), srcSet: formatSrcSet(srcSetCandidates(src, width), asset), width, height };
}

/** Several at once, keyed by the content path. */
export async function responsiveImages(srcs: string[]): Promise<Record<string, ResponsiveImage>> {
  const unique = [...new Set(srcs)];
  const loaded = await Promise.all(unique.map((src) => responsiveImage(src)));
  return Object.fromEntries(unique.map((src, i) => [src, loaded[i]]));
}
