/**
 * @jest-environment node
 *
 * The search box is on every module page and /programs: its static imports must not reach the search
 * code (MiniSearch, lib/search/query.ts), which only the box's first focus loads, by dynamic import.
 * Type-only imports vanish at build and are left out.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const BOX = path.join(root, 'components/Search/CurriculumSearch/index.tsx');
const QUERY = path.join(root, 'lib/search/query.ts');

function resolve(from: string, spec: string): string {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (base === null) return spec; // a package
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find(
      (c) => fs.existsSync(c) && fs.statSync(c).isFile(),
    ) ?? base
  );
}

/** Static value imports of a module: `import x from`, `import { a } from`, `import 'side-effect'`. */
function staticImports(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const specs = [...src.matchAll(/^\s*(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm)]
    .filter(([, what]) => !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(what.trim()))
    .map((m) => m[2]);
  specs.push(...[...src.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]));
  return specs.map((s) => resolve(file, s));
}

/** Every module `start` reaches by static imports (packages by name, not followed). */
function reached(start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (!path.isAbsolute(file) || !fs.existsSync(file)) continue;
    for (const dep of staticImports(file)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  return seen;
}

describe('the search box loads the search code on demand', () => {
  it('reaches neither MiniSearch nor the query module by static imports', () => {
    const fromBox = reached(BOX);
    expect(fromBox).toContain(path.join(root, 'lib/search/load.ts')); // the scan follows the box's imports
    expect(fromBox).not.toContain('minisearch');
    expect(fromBox).not.toContain(QUERY);
  });

  it('while the query module does reach MiniSearch (the scan sees it), and the loader imports it dynamically', () => {
    expect(reached(QUERY)).toContain('minisearch');
    expect(fs.readFileSync(path.join(root, 'lib/search/load.ts'), 'utf8')).toMatch(/import\(\s*['"]\.\/query['"]\s*\)/);
  });
});
