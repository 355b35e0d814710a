/**
 * The tree `npm run preview` builds in: the base (a git ref, written out with `git archive`) with the
 * project's node_modules linked in, built; then the change (the working tree as it is, committed or
 * not) laid over the same tree and built again, so the second build reuses the first one's compiled
 * code (Turbopack's cache in .next/cache) and compiles only what the change touches. Neither build
 * touches the repository's own out/ or .next/.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Change } from './touched';

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 }).trim();

/** `--base`, else the merge base with the main branch (origin's when there is one). */
export function resolveBase(root: string, asked: string | undefined): string {
  if (asked) return git(root, 'rev-parse', '--verify', `${asked}^{commit}`);
  for (const candidate of ['origin/main', 'main', 'origin/master', 'master'])
    try {
      return git(root, 'merge-base', 'HEAD', candidate);
    } catch {
      // That branch is not here: try the next.
    }
  throw new Error('No main branch to compare with: give one with --base <git ref>.');
}

/** What the working tree changes against the base: committed, staged, unstaged and new files. */
export function changesSince(root: string, base: string): Change[] {
  const listed = git(root, 'diff', '--name-status', '--no-renames', base)
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, file] = line.split('\t');
      return { status: (status[0] === 'A' || status[0] === 'D' ? status[0] : 'M') as Change['status'], path: file };
    });
  const untracked = git(root, 'ls-files', '--others', '--exclude-standard')
    .split('\n')
    .filter(Boolean)
    .map((file) => ({ status: 'A' as const, path: file }));
  return [...listed, ...untracked];
}

function linkModules(root: string, tree: string) {
  // Hard links where the temporary folder is on the same disk (a second), else a symbolic link.
  try {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(tree, 'node_modules')]);
  } catch {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
  }
}

export function writeBaseTree(root: string, base: string, tree: string) {
  fs.mkdirSync(tree, { recursive: true });
  execFileSync('bash', ['-c', `git archive "${base}" | tar -x -C "${tree}"`], { cwd: root });
  linkModules(root, tree);
}

/** Lays the change over a tree of the base: each changed or new file copied from the working tree, each deleted one removed. */
export function applyChanges(root: string, tree: string, changes: readonly Change[]) {
  for (const { status, path: file } of changes) {
    const [from, to] = [path.join(root, file), path.join(tree, file)];
    if (status === 'D' || !fs.existsSync(from)) fs.rmSync(to, { force: true });
    else if (fs.statSync(from).isFile()) {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    }
  }
}

/**
 * Steps of `npm run build` a picture does not need, each slow: the offline worker (12 s on the real
 * content; it only answers later visits and offline ones, and a page without it draws the same) and
 * the leak check of the sealed files (15 s; the test job and every deploy run it on the same code).
 */
const NOT_FOR_PICTURES = /^npm run (--silent )?(offline|seal:check)$/;

/** The tree's own `npm run build`, without the steps a picture does not need. */
export function previewBuildCommand(tree: string): string {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(tree, 'package.json'), 'utf8')) as { scripts: { build: string } };
  // The build's fallback (`|| node scripts/remove-export.mjs out`, which removes a refused export)
  // is left out with the steps: a preview's failed build is reported by its own exit status.
  return scripts.build
    .split('||')[0]
    .split('&&')
    .map((step) => step.trim())
    .filter((step) => !NOT_FOR_PICTURES.test(step))
    .join(' && ');
}

/**
 * The build of a tree for pictures (`previewBuildCommand`); resolves to null, or to the end of its
 * output when it failed. Types are not checked (BUILD_TYPES_CHECKED, as `npm test` builds): the test
 * job does it, and it took a minute of each build.
 */
export function buildTree(tree: string, accessCode: string, log: string): Promise<string | null> {
  const env = {
    ...process.env,
    // The steps run as npm runs a script: with the packages' commands (next) on the path.
    PATH: `${path.join(tree, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
    MEMBER_ACCESS_CODE: accessCode,
    NEXT_PUBLIC_BASE_PATH: '',
    NEXT_TELEMETRY_DISABLED: '1',
    BUILD_TYPES_CHECKED: '1',
  };
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'w');
    const child = spawn('bash', ['-c', previewBuildCommand(tree)], { cwd: tree, env, stdio: ['ignore', out, out] });
    child.on('close', (code) => {
      fs.closeSync(out);
      if (code === 0) return resolve(null);
      const lines = fs.readFileSync(log, 'utf8').trimEnd().split('\n');
      resolve(lines.slice(-15).join('\n'));
    });
  });
}
