/**
 * What `npm run preview` keeps between runs, under node_modules/.cache/nt-preview/ (git ignores
 * node_modules/):
 * - the base's build, by base commit and installed packages, with the throwaway access code its
 *   members' pages were sealed with: an officer previews, edits and previews again against the same
 *   base, which need not be built twice (one entry, the last base's);
 * - Turbopack's build cache of the last build, whatever its base: restored into each new tree, it
 *   spares the next build the compiling that the code it saw already did, for a new base too.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type BaseBuild = { out: string; code: string };

const FOLDER = path.join('node_modules', '.cache', 'nt-preview');
const BUILD_CACHE = 'next-cache';
/** A build cache grown past this is dropped rather than copied on (a fresh one is made by the next build). */
const BUILD_CACHE_LIMIT = 1024 ** 3;

/** The entry of a base commit, for the packages installed now (a build with others is another build). */
export function baseCacheDir(root: string, base: string): string {
  const lock = path.join(root, 'package-lock.json');
  const packages = fs.existsSync(lock) ? createHash('sha256').update(fs.readFileSync(lock, 'utf8')).digest('hex').slice(0, 12) : 'none';
  return path.join(root, FOLDER, `base-${base}-${packages}`);
}

/** The kept build of the base, when there is one (complete: `ready` is written last). */
export function readBaseBuild(dir: string): BaseBuild | undefined {
  if (!fs.existsSync(path.join(dir, 'ready'))) return undefined;
  return { out: path.join(dir, 'out'), code: fs.readFileSync(path.join(dir, 'code'), 'utf8') };
}

/** Keeps a tree's fresh build of the base (its export moves here) in place of any other base's; returns it. */
export function keepBaseBuild(dir: string, tree: string, code: string): BaseBuild {
  const folder = path.dirname(dir);
  if (fs.existsSync(folder))
    for (const entry of fs.readdirSync(folder).filter((e) => e.startsWith('base-')))
      fs.rmSync(path.join(folder, entry), { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  moveFolder(path.join(tree, 'out'), path.join(dir, 'out'));
  fs.writeFileSync(path.join(dir, 'code'), code);
  fs.writeFileSync(path.join(dir, 'ready'), '');
  return { out: path.join(dir, 'out'), code };
}

/** The kept build cache copied into a fresh tree (a copy: the build writes to it). */
export function restoreBuildCache(root: string, tree: string) {
  const kept = path.join(root, FOLDER, BUILD_CACHE);
  if (fs.existsSync(kept)) copyFolder(kept, path.join(tree, '.next', 'cache'));
}

/** Keeps a tree's build cache for the next run, in place of the last one (none past the size limit). */
export function keepBuildCache(root: string, tree: string) {
  const [cache, kept] = [path.join(tree, '.next', 'cache'), path.join(root, FOLDER, BUILD_CACHE)];
  fs.rmSync(kept, { recursive: true, force: true });
  if (!fs.existsSync(cache) || sizeOf(cache) > BUILD_CACHE_LIMIT) return;
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  copyFolder(cache, kept);
}

const sizeOf = (folder: string): number =>
  (fs.readdirSync(folder, { recursive: true }) as string[]).reduce((sum, name) => {
    const stat = fs.statSync(path.join(folder, name));
    return stat.isFile() ? sum + stat.size : sum;
  }, 0);

/** A copy, with reflinks where the disk has them (never hard links: a build would write into both). */
function copyFolder(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  execFileSync('cp', ['-r', '--reflink=auto', from, to]);
}

/** A rename, or a copy where the temporary folder is on another disk than the project (a tmpfs /tmp). */
function moveFolder(from: string, to: string) {
  try {
    fs.renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}
