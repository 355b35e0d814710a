/**
 * Server side (build time): what an `<img>` needs to offer a content image in phone sizes: its
 * size from the record `npm run images` leaves (./manifest.ts) and its copies in `srcset`. In a
 * build, an image without a record, or whose record or copies are older than it, stops the build
 * naming the file: a build path that forgot `npm run images` must not publish `srcset`s that 404.
 * Under `next dev` a photo added or replaced while the server runs has them made on the spot.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { asset } from '@/lib/asset';
import { isNewer, manifestFile, readManifest } from './manifest';
import { formatSrcSet, isResizable, type ResponsiveImage, srcSetCandidates, variantPath, variantWidths } from './variants';

export type { ResponsiveImage };

// PUBLIC_DIR: the e2e fixture exports' pictures (e2e/public), as in lib/content/core.ts.
const PUBLIC = path.resolve(process.cwd(), process.env.PUBLIC_DIR || 'public');

let running: Promise<unknown> | null = null;

/** `npm run images` in a child process, once for the images a page asks for at the same time:
 * sharp stays out of the Next build's module graph (./manifest.ts says why). */
function runGenerator(): Promise<void> {
  running ??= promisify(execFile)(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'images'], {
    cwd: process.cwd(),
  }).finally(() => {
    running = null;
  });
  return running.then(() => undefined);
}

/** Why the record or copies of `src` cannot be used as they are, or null. */
function problem(publicDir: string, src: string): string | null {
  const record = readManifest(publicDir)?.images[src];
  const manifest = path.relative(process.cwd(), manifestFile(publicDir));
  if (!record || !isNewer(publicDir, path.relative(publicDir, manifestFile(publicDir)), src))
    return `${manifest} has no up-to-date size of public${src}`;
  if (!isResizable(src)) return null;
  const stale = variantWidths(record.width)
    .map((w) => variantPath(src, w))
    .find((copy) => !isNewer(publicDir, copy, src));
  return stale ? `public${stale} is missing or older than public${src}` : null;
}

/** For tests: another public/ folder, another way to make the copies, dev or build behaviour. */
type Options = { publicDir?: string; regenerate?: () => Promise<void>; dev?: boolean };
const defaults: Required<Options> = { publicDir: PUBLIC, regenerate: runGenerator, dev: process.env.NODE_ENV === 'development' };

/** `src` as content names it (`/images/events/demo.webp`), checked to exist by the content loaders. */
export async function responsiveImage(src: string, options: Options = {}): Promise<ResponsiveImage> {
  const { publicDir, regenerate, dev } = { ...defaults, ...options };
  let found = problem(publicDir, src);
  if (found && dev && fs.existsSync(path.join(publicDir, src))) {
    await regenerate();
    found = problem(publicDir, src);
  }
  if (found) throw new Error(`${found}: run \`npm run images\` (npm run build, npm run dev and scripts/build-e2e.sh run it first)`);
  const { width, height } = readManifest(publicDir)!.images[src];
  if (!isResizable(src)) return { src: asset(src), width, height };
  return { src: asset(src), srcSet: formatSrcSet(srcSetCandidates(src, width), asset), width, height };
}

/** Several at once, keyed by the content path. */
export async function responsiveImages(srcs: string[]): Promise<Record<string, ResponsiveImage>> {
  const unique = [...new Set(srcs)];
  const loaded = await Promise.all(unique.map((src) => responsiveImage(src)));
  return Object.fromEntries(unique.map((src, i) => [src, loaded[i]]));
}
