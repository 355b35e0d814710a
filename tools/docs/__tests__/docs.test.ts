/**
 * The developers' docs name what is there: docs/architecture.md's imports between lib/ folders are
 * what the sources import and its rules on imports are dependency-cruiser's (`npm run docs` writes
 * both), its paragraph on tools/ and docs/layout.md's table of folders name every folder of lib/
 * and tools/ and no folder that is gone, and docs/layout.md names every command in scripts/. The
 * README stays short enough to read in two minutes, names every npm script, and keeps no dated
 * timings: they go stale with every run (docs/performance.md keeps them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ARCHITECTURE_PAGE, currentArchitecturePage } from '@/tools/docs/architecture';
import { importRules, importRulesText } from '@/tools/docs/importRules';
import { libFolderImports } from '@/tools/docs/libImports';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const foldersOf = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== '__tests__')
    .map((e) => e.name)
    .sort();
/** The `name/` folders a README table row names (its first cell says which tree: `lib/…`, `tools/`). */
function namedIn(rows: string[]): string[] {
  const names = rows.flatMap((row) =>
    [
      ...row
        .split('|')
        .slice(2)
        .join('|')
        .matchAll(/`(?:lib\/)?([a-z][\w-]*)\/`/g),
    ].map((m) => m[1]),
  );
  return [...new Set(names)].sort();
}
const LAYOUT = 'docs/layout.md';
const layoutRows = (first: RegExp) =>
  read(LAYOUT)
    .split('\n')
    .filter((line) => first.test(line));

describe('docs/architecture.md', () => {
  it('states the imports between lib/ folders as the sources make them, and the rules on imports as dependency-cruiser has them (npm run docs writes both)', () => {
    const page = read(ARCHITECTURE_PAGE);
    expect(page).toBe(currentArchitecturePage(page, ROOT));
  });

  it('shows every rule of both dependency-cruiser configurations by name', () => {
    const page = read(ARCHITECTURE_PAGE);
    const rules = importRules(ROOT).flatMap(({ configuration }) => [...(configuration.forbidden ?? []), ...(configuration.required ?? [])]);
    expect(rules.length).toBeGreaterThan(10);
    expect(rules.filter((rule) => !page.includes(`\`${rule.name}\``)).map((rule) => rule.name)).toEqual([]);
  });

  it('refuses a forbidding rule without a comment: the page would show a name and no reason', () => {
    const bare = [{ file: '.dependency-cruiser.cjs', covers: 'every import', configuration: { forbidden: [{ name: 'no-reason' }] } }];
    expect(() => importRulesText(bare)).toThrow(/no-reason.*no comment/);
  });

  it('names every folder of tools/ in its paragraph on tools/, and none that is gone', () => {
    const page = read(ARCHITECTURE_PAGE);
    const paragraph = page.slice(page.indexOf('`tools/` sits beside them'), page.indexOf('the site never imports it'));
    const named = [...new Set([...paragraph.matchAll(/`([a-z][\w-]*)\/`/g)].map((m) => m[1]).filter((n) => n !== 'tools'))].sort();
    expect(named).toEqual(foldersOf('tools'));
  });

  it('shows a one-way import once: a folder that imports another is never imported back', () => {
    const graph = libFolderImports(ROOT);
    for (const [folder, imports] of graph) for (const other of imports) expect(graph.get(other)).not.toContain(folder);
  });
});

describe("docs/layout.md's table of folders", () => {
  it('names every folder of lib/, and none that is gone', () => {
    const rows = layoutRows(/^\| `lib\//);
    // lib/content/'s own row names its subfolders; the folders of lib/ are named in the other rows.
    const named = namedIn(rows.filter((r) => !r.startsWith('| `lib/content/`')));
    expect(named.filter((n) => !foldersOf('lib').includes(n) && n !== 'content')).toEqual([]);
    expect(foldersOf('lib').filter((f) => !named.includes(f) && !rows.some((r) => r.startsWith(`| \`lib/${f}/\``)))).toEqual([]);
  });

  it('names every folder of tools/, and none that is gone', () => {
    const named = namedIn(layoutRows(/^\| `tools\/`/));
    expect(named).toEqual(foldersOf('tools'));
  });
});

describe('docs/layout.md', () => {
  it('names every command in scripts/ (each file is one), and none that is gone', () => {
    const layout = read(LAYOUT);
    const files = fs.readdirSync(path.join(ROOT, 'scripts')).filter((f) => /\.(ts|mjs|sh)$/.test(f));
    expect(files.filter((f) => !layout.includes(`\`scripts/${f}\``))).toEqual([]);
    for (const doc of [layout, read('README.md')]) {
      const named = [...doc.matchAll(/`scripts\/([\w.-]+\.(?:ts|mjs|sh))`/g)].map((m) => m[1]);
      expect(named.filter((f) => !files.includes(f))).toEqual([]);
    }
  });
});

describe('the README', () => {
  it('is read in two minutes: at most 120 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(120);
  });

  it('names every npm script, as a newcomer types it', () => {
    const readme = read('README.md');
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
    const typed = (name: string) => (name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`);
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((name) => !new RegExp(`\`${typed(name).replace(/[.:]/g, '\\$&')}[\` ]`).test(readme))).toEqual([]);
  });

  it('keeps no dated timings (docs/performance.md has them)', () => {
    const timings = read('README.md').match(/\b\d+(\.\d+)? ?(s|ms|seconds)\b|\b20\d\d-\d\d-\d\d\b/g);
    expect(timings).toBeNull();
  });
});
