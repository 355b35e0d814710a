/**
 * The two trees `npm run preview` builds: the base (a git ref, written out with `git archive`) and the
 * change (the working tree as it is, committed or not), each copied to a temporary folder with the
 * project's node_modules linked in, so neither build touches the repository's own out/ or .next/.
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

export function writeChangeTree(root: string, tree: string) {
  const files = git(root, 'ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue; // deleted, or a submodule
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.copyFileSync(from, path.join(tree, file));
  }
  linkModules(root, tree);
}

/** `npm run build` in a tree; resolves to null, or to the end of its output when it failed. */
export function buildTree(tree: string, accessCode: string, log: string): Promise<string | null> {
  const env = { ...process.env, MEMBER_ACCESS_CODE: accessCode, NEXT_PUBLIC_BASE_PATH: '', NEXT_TELEMETRY_DISABLED: '1' };
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'w');
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: tree, env, stdio: ['ignore', out, out] });
    child.on('close', (code) => {
      fs.closeSync(out);
      if (code === 0) return resolve(null);
      const lines = fs.readFileSync(log, 'utf8').trimEnd().split('\n');
      resolve(lines.slice(-15).join('\n'));
    });
  });
}
