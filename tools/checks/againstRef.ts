/**
 * The curriculum as it is at a git ref, for `content:check --against`: the ref's content folder is
 * extracted into a temporary folder (`git archive | tar -x`) and summarised by a child process with
 * CONTENT_DIR pointing there, since the loaders cache what they read per process and content root.
 * Git is a convenience here, never a requirement: without git, a repository, the ref or the folder in
 * it, the comparison is skipped with one line saying why, and the check's outcome does not change.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CurriculumSummary } from './against';
import { contentRoot, displayPath } from '@/lib/content/core';

/** The refs compared with when `--against` names none: the main branch, as fetched or as local. */
const DEFAULT_REFS = ['origin/main', 'main'];

/**
 * `--against <ref>`, `--against=<ref>` or a bare `--against` (the main branch): undefined when the
 * comparison was not asked for, '' for the default ref.
 */
export function againstArgument(args: readonly string[]): string | undefined {
  const i = args.findIndex((a) => a === '--against' || a.startsWith('--against='));
  if (i < 0) return undefined;
  if (args[i] !== '--against') return args[i].slice('--against='.length);
  const next = args[i + 1];
  return next && !next.startsWith('-') ? next : '';
}

export type RefCurriculum = { ref: string; summary: CurriculumSummary } | { ref?: string; skipped: string };

function git(cwd: string, args: string[]) {
  return spawnSync('git', args, { cwd, encoding: 'buffer' });
}

const commitOf = (cwd: string, ref: string) => git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).status === 0;
/** Whether the content folder has edits not yet committed (changed, added or removed files). */
const changedSince = (cwd: string, folder: string) =>
  git(cwd, ['status', '--porcelain', '--', folder || '.'])
    .stdout.toString()
    .trim() !== '';
const sameCommit = (cwd: string, a: string, b: string) => {
  const id = (ref: string) =>
    git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      .stdout.toString()
      .trim();
  return id(a) === id(b);
};

function summaryAt(top: string, ref: string, folder: string): RefCurriculum {
  if (git(top, ['cat-file', '-e', `${ref}:${folder || '.'}`]).status !== 0) return { ref, skipped: `${ref} has no ${folder}/ folder` };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'content-against-'));
  try {
    const tarFile = path.join(tmp, 'content.tar');
    const archive = git(top, ['archive', '--format=tar', '-o', tarFile, ref, '--', folder || '.']);
    if (archive.status !== 0) return { ref, skipped: `git archive ${ref} failed: ${archive.stderr.toString().trim()}` };
    // Unpacked beside the archive, not around it: the content folder may be the repository's top.
    const tree = path.join(tmp, 'tree');
    fs.mkdirSync(tree);
    const tar = spawnSync('tar', ['-x', '-f', tarFile, '-C', tree]);
    if (tar.error || tar.status !== 0)
      return { ref, skipped: `could not unpack ${ref}'s ${folder}/ (${tar.error?.message ?? 'tar failed'})` };
    const project = process.cwd();
    const child = spawnSync(
      process.execPath,
      [
        path.join(project, 'node_modules/tsx/dist/cli.mjs'),
        '--tsconfig',
        path.join(project, 'tsconfig.json'),
        path.join(project, 'tools/checks/printCurriculumSummary.ts'),
      ],
      { cwd: project, env: { ...process.env, CONTENT_DIR: path.join(tree, folder) }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (child.status !== 0) return { ref, skipped: `the curriculum at ${ref} does not load, so there is nothing to compare with` };
    return { ref, summary: JSON.parse(child.stdout) as CurriculumSummary };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The curriculum at `requested` ('' for the main branch), or why it could not be read. */
export function curriculumAtRef(requested: string): RefCurriculum {
  try {
    const root = fs.realpathSync(contentRoot());
    const top = git(root, ['rev-parse', '--show-toplevel']);
    if (top.error) return { skipped: 'git is not installed' };
    if (top.status !== 0) return { skipped: `${displayPath(root)}/ is not in a git repository` };
    const topDir = fs.realpathSync(top.stdout.toString().trim());
    // A ref is passed to git as an argument: one that starts with '-' would be read as an option.
    if (requested.startsWith('-')) return { skipped: `"${requested}" is not a git ref` };
    const ref = requested || DEFAULT_REFS.find((r) => commitOf(topDir, r));
    if (!ref) return { skipped: `there is no ${DEFAULT_REFS.join(' or ')} branch to compare with` };
    if (!commitOf(topDir, ref)) return { ref, skipped: `there is no git ref ${ref} here (fetch it first?)` };
    const folder = path.relative(topDir, root).split(path.sep).join('/');
    if (sameCommit(topDir, ref, 'HEAD') && !changedSince(topDir, folder))
      return {
        ref,
        skipped:
          'it is the commit you are on and nothing is changed since, so your edits would be compared with themselves. ' +
          'Compare with the commit before your edits (--against HEAD~1), or with origin/main after `git fetch`',
      };
    return summaryAt(topDir, ref, folder);
  } catch (e) {
    return { skipped: e instanceof Error ? e.message : String(e) };
  }
}
