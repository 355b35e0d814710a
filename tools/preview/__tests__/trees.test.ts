/**
 * @jest-environment node
 *
 * What `npm run preview` builds, and in which tree: the project's own build without the steps no
 * picture shows, the change laid over the base's tree, and the base's build kept for the next run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseCacheDir, keepBaseBuild, keepBuildCache, readBaseBuild, restoreBuildCache } from '@/tools/preview/baseCache';
import { applyChanges, previewBuildCommand } from '@/tools/preview/trees';

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'preview-trees-'));
const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

test("the build is the project's own, without the offline worker and the leak check", () => {
  const steps = previewBuildCommand(process.cwd()).split(' && ');
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { build: string } };
  const chain = scripts.build.split('||')[0];
  expect(steps).toEqual(
    chain
      .split('&&')
      .map((s) => s.trim())
      .filter((s) => !/\b(offline|seal:check)$/.test(s)),
  );
  expect(steps.some((s) => /^next build\b/.test(s))).toBe(true);
  expect(steps).toContain('npm run harden');
  expect(steps.length).toBe(chain.split('&&').length - 2);
  expect(steps.join(' && ')).not.toMatch(/\|\||remove-export/); // a failed preview build fails, never hidden
});

test("the change laid over the base's tree: changed and new files copied, deleted ones gone, the rest kept", () => {
  const [root, tree] = [temp(), temp()];
  try {
    write(tree, 'content/a.yaml', 'a: base');
    write(tree, 'content/gone.yaml', 'gone: base');
    write(tree, 'content/same.yaml', 'same: base');
    write(root, 'content/a.yaml', 'a: change');
    write(root, 'content/pages/new.mdx', 'new');
    applyChanges(root, tree, [
      { status: 'M', path: 'content/a.yaml' },
      { status: 'D', path: 'content/gone.yaml' },
      { status: 'A', path: 'content/pages/new.mdx' },
    ]);
    expect(fs.readFileSync(path.join(tree, 'content/a.yaml'), 'utf8')).toBe('a: change');
    expect(fs.existsSync(path.join(tree, 'content/gone.yaml'))).toBe(false);
    expect(fs.readFileSync(path.join(tree, 'content/pages/new.mdx'), 'utf8')).toBe('new');
    expect(fs.readFileSync(path.join(tree, 'content/same.yaml'), 'utf8')).toBe('same: base');
  } finally {
    for (const dir of [root, tree]) fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the base's build is kept for the same base and packages, with its code, and read back; one base at a time", () => {
  const [root, tree] = [temp(), temp()];
  try {
    write(root, 'package-lock.json', '{}');
    write(tree, 'out/index.html', '<p>base</p>');
    const dir = baseCacheDir(root, 'abc123');
    expect(readBaseBuild(dir)).toBeUndefined();
    const kept = keepBaseBuild(dir, tree, 'preview-code');
    expect(readBaseBuild(dir)).toEqual(kept);
    expect(fs.readFileSync(path.join(kept.out, 'index.html'), 'utf8')).toBe('<p>base</p>');
    expect(kept.code).toBe('preview-code');
    // Another base, or other packages, is another build; keeping it drops the first.
    const other = baseCacheDir(root, 'def456');
    expect(other).not.toBe(dir);
    write(tree, 'out/index.html', '<p>other</p>');
    keepBaseBuild(other, tree, 'code-2');
    expect(readBaseBuild(dir)).toBeUndefined();
    write(root, 'package-lock.json', '{"other": true}');
    expect(baseCacheDir(root, 'def456')).not.toBe(other);
  } finally {
    for (const d of [root, tree]) fs.rmSync(d, { recursive: true, force: true });
  }
});

test("Turbopack's cache of the last build is restored into the next tree, whatever its base, as a copy", () => {
  const [root, tree, next, again] = [temp(), temp(), temp(), temp()];
  try {
    write(tree, '.next/cache/turbopack/x', 'compiled');
    restoreBuildCache(root, next);
    expect(fs.existsSync(path.join(next, '.next/cache'))).toBe(false);
    keepBuildCache(root, tree);
    // Keeping a base's build (of another base) leaves the build cache in place.
    write(tree, 'out/a.html', 'a');
    keepBaseBuild(baseCacheDir(root, 'abc123'), tree, 'c');
    restoreBuildCache(root, next);
    expect(fs.readFileSync(path.join(next, '.next/cache/turbopack/x'), 'utf8')).toBe('compiled');
    // The next build writes into its copy, never into the kept one.
    fs.writeFileSync(path.join(next, '.next/cache/turbopack/x'), 'changed');
    restoreBuildCache(root, again);
    expect(fs.readFileSync(path.join(again, '.next/cache/turbopack/x'), 'utf8')).toBe('compiled');
  } finally {
    for (const d of [root, tree, next, again]) fs.rmSync(d, { recursive: true, force: true });
  }
});
