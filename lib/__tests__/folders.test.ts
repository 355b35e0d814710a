/**
 * @jest-environment node
 *
 * The folders of lib/ form layers: when one imports another, the other never imports it back
 * (type imports count: they are what a move drags along). A two-way tie is where an idea lives in
 * two homes, and where the next change drifts; docs/architecture.md draws the layers.
 */
import fs from 'node:fs';
import path from 'node:path';

const lib = path.join(process.cwd(), 'lib');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The lib/ folder a module specifier from `file` points into, if any. */
function folderOf(file: string, spec: string): string | null {
  const target = spec.startsWith('@/lib/')
    ? path.join(lib, spec.slice('@/lib/'.length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(file), spec)
      : null;
  if (!target || !target.startsWith(lib + path.sep)) return null;
  const parts = path.relative(lib, target).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

function edges(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sources(lib)) {
    const from = path.relative(lib, file).split(path.sep)[0];
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const to = folderOf(file, spec);
      if (!to || to === from) continue;
      const key = `${from} → ${to}`;
      found.set(key, [...(found.get(key) ?? []), `${path.relative(process.cwd(), file)} imports '${spec}'`]);
    }
  }
  return found;
}

/** Imports of app/ or components/ from lib/: the floor below must not reach up. */
function upwardImports(): string[] {
  return sources(lib).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
      .map(([, spec]) => spec)
      .filter(
        (spec) =>
          /^@\/(app|components)\//.test(spec) ||
          (spec.startsWith('.') && !path.resolve(path.dirname(file), spec).startsWith(lib + path.sep)),
      )
      .map((spec) => `${path.relative(process.cwd(), file)} imports '${spec}'`),
  );
}

describe('lib/', () => {
  it('never imports app/ or components/ (three floors, no arrow up)', () => {
    expect(upwardImports()).toEqual([]);
  });
});

describe('lib/ folders', () => {
  const all = edges();

  it('are found and import each other (the check sees the imports)', () => {
    expect(all.size).toBeGreaterThan(10);
    expect([...all.keys()]).toContain('progress → record');
  });

  it('never import each other both ways', () => {
    const twoWay = [...all.keys()]
      .filter((key) => {
        const [a, b] = key.split(' → ');
        return a < b && all.has(`${b} → ${a}`);
      })
      .map((key) => {
        const [a, b] = key.split(' → ');
        return [key, ...all.get(key)!, `${b} → ${a}`, ...all.get(`${b} → ${a}`)!].join('\n  ');
      });
    expect(twoWay).toEqual([]);
  });
});
