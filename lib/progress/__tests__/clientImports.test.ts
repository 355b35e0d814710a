/**
 * @jest-environment node
 *
 * zod stays out of the browser: no module marked 'use client' may reach it through value imports
 * (type-only imports vanish at build). The saved-progress reader once brought it into every
 * members' page; lib/record/check now checks by hand (lib/auth/member.ts does too).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const SKIP = new Set(['node_modules', '.next', '.e2e', 'out', '.git', 'bench', 'e2e', 'coverage']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name) || e.name.startsWith('.')) return [];
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) && !p.includes('__tests__') ? [p] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (base === null)
    return spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/'); // a package
  return (
    [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
      (c) => fs.existsSync(c) && fs.statSync(c).isFile(),
    ) ?? null
  );
}

/** Value imports and re-exports of a module (`import type` and all-`type` braces left out). */
function valueImports(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const specs = [...src.matchAll(/^\s*(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm)]
    .filter(
      ([, what]) =>
        !/^\{[^}]*\}$/.test(what.trim()) ||
        what
          .replace(/[{}\s]/g, '')
          .split(',')
          .filter(Boolean)
          .some((n) => !n.startsWith('type')),
    )
    .map((m) => m[2]);
  specs.push(...[...src.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]));
  return specs.map((s) => resolve(file, s)).filter((s): s is string => s !== null);
}

/** The chain of modules from `start` to `target`, or null. */
function pathTo(start: string, target: string): string[] | null {
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (!path.isAbsolute(file)) continue;
    for (const dep of valueImports(file)) {
      if (parent.has(dep)) continue;
      parent.set(dep, file);
      if (dep === target) {
        const chain = [dep];
        for (let f: string | null = file; f; f = parent.get(f) ?? null) chain.unshift(path.relative(root, f));
        return chain;
      }
      queue.push(dep);
    }
  }
  return null;
}

const clientModules = sourceFiles(root).filter((f) => /^['"]use client['"]/.test(fs.readFileSync(f, 'utf8').trimStart()));

describe('the client bundle', () => {
  it('has client modules to check (the scan works)', () => {
    expect(clientModules.map((f) => path.relative(root, f))).toContain(path.join('lib', 'store', 'progress.ts'));
    expect(pathTo(path.join(root, 'lib/content/blocks.ts'), 'zod')).toEqual(['lib/content/blocks.ts', 'zod']);
  });

  it.each(clientModules.map((f) => [path.relative(root, f)]))('%s does not reach zod', (file) => {
    expect(pathTo(path.join(root, file), 'zod')).toBeNull();
  });
});
