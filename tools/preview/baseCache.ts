/**
 * The base's build, kept between runs of `npm run preview`: an officer previews a change, edits, and
 * previews again against the same base, which need not be built twice. Kept under
 * node_modules/.cache/nt-preview/ (git ignores node_modules/) by the base commit and the installed
 * packages, with the throwaway access code its members' pages were sealed with and Turbopack's
 * build cache, so the change's build compiles only what differs. One entry, the last base's.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type BaseBuild = { out: string; code: string };

const FOLDER = path.join('node_modules', '.cache', 'nt-preview');

/** The entry of a base commit, for the packages installed now (a build with others is another build). */
export function baseCacheDir(root: string, base: string): string {
  const lock = path.join(root, 'package-lock.json');
  const packages = fs.existsSync(lock) ? createHash('sha256').update(fs.readFileSync(lock, 'utf8')).digest('hex').slice(0, 12) : 'none';
  return path.join(root, FOLDER, `${base}-${packages}`);
}

/** The kept build of the base, when there is one (complete: `ready` is written last). */
export function readBaseBuild(dir: string): BaseBuild | undefined {
  if (!fs.existsSync(path.join(dir, 'ready'))) return undefined;
  return { out: path.join(dir, 'out'), code: fs.readFileSync(path.join(dir, 'code'), 'utf8') };
}

/** Turbopack's cache of the kept build, copied into a fresh tree of the base (a copy: the next build writes to it). */
export function restoreBuildCache(dir: string, tree: string) {
  const cache = path.join(dir, 'next-cache');
  if (fs.existsSync(cache)) fs.cpSync(cache, path.join(tree, '.next', 'cache'), { recursive: true });
}

/** Keeps a tree's fresh build of the base (its export moves here) in place of any other entry; returns it. */
export function keepBaseBuild(dir: string, tree: string, code: string): BaseBuild {
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  moveFolder(path.join(tree, 'out'), path.join(dir, 'out'));
  const cache = path.join(tree, '.next', 'cache');
  // Hard links would let the change's build write into the kept copy: a real copy, with reflinks where the disk has them.
  if (fs.existsSync(cache)) execFileSync('cp', ['-r', '--reflink=auto', cache, path.join(dir, 'next-cache')]);
  fs.writeFileSync(path.join(dir, 'code'), code);
  fs.writeFileSync(path.join(dir, 'ready'), '');
  return { out: path.join(dir, 'out'), code };
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
