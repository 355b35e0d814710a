/**
 * The one-way imports between lib/'s folders, as docs/architecture.md states them: read from the
 * sources (TypeScript's own pre-processor finds every import, export-from and dynamic import; type
 * imports count, as they do for dependency-cruiser's rule lib-folders-one-way), written between the
 * markers by `npm run docs`, and checked by tools/docs/__tests__ so the page cannot go stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Markers } from './markers';

export const LIB_IMPORTS: Markers = {
  start: '<!-- lib-imports: written by `npm run docs` from the imports in lib/; do not edit by hand -->',
  end: '<!-- /lib-imports -->',
};

const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourcesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.mts') ? [full] : [];
  });
}

/** The lib/ folder an import of `file` lands in, or null (a package, or outside lib/). */
function libFolderOf(specifier: string, file: string, libDir: string): string | null {
  let target: string;
  if (specifier.startsWith('@/lib/')) target = path.join(libDir, specifier.slice('@/lib/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(libDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first : null; // a file at lib/'s top (lib/asset.ts) belongs to no folder
}

/** Each lib/ folder and the other lib/ folders it imports, sorted. */
export function libFolderImports(root: string): Map<string, string[]> {
  const libDir = path.join(root, 'lib');
  const folders = fs
    .readdirSync(libDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== '__tests__')
    .map((e) => e.name)
    .sort();
  const graph = new Map(folders.map((f) => [f, new Set<string>()]));
  for (const folder of folders) {
    for (const file of sourcesUnder(path.join(libDir, folder))) {
      const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of info.importedFiles) {
        const to = libFolderOf(fileName, file, libDir);
        if (to && to !== folder && graph.has(to)) graph.get(folder)!.add(to);
      }
    }
  }
  return new Map([...graph].map(([f, to]) => [f, [...to].sort()]));
}

const names = (list: string[]) => list.map((f) => `\`${f}\``).join(', ');

/** The paragraph docs/architecture.md shows between its markers. */
export function libImportsText(graph: Map<string, string[]>): string {
  const alone = [...graph].filter(([, to]) => to.length === 0).map(([f]) => f);
  const others = [...graph].filter(([, to]) => to.length > 0).map(([f, to]) => `\`${f}\` → ${names(to)}`);
  return [`Folders that import no other folder of lib/: ${names(alone)}.`, '', ...others.map((line) => `- ${line}`)].join('\n');
}
