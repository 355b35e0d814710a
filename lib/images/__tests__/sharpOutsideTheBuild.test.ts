/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// sharp (directly or through tools/images/generate.ts) in the Next build's module graph puts
// Turbopack's async-module runtime into every page: +0.45 kB of first-load JavaScript, which took
// the module pages past their 1.25x target. Only scripts/ and tools/ may load it; pages read the manifest.
const roots = ['app', 'components', 'lib', 'tools'];
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
const loadsSharp = (file: string) =>
  /from '(sharp|\.\/generate|@\/tools\/images\/generate|\.\.\/images\/generate)'/.test(fs.readFileSync(file, 'utf8'));

it('no module of the site loads sharp or the generator, tools/images/generate.ts alone does', () => {
  const files = roots.flatMap(sources);
  const loading = files.filter(loadsSharp);
  // The scan sees the one module that must load sharp, so it cannot pass by reading nothing.
  expect(loading).toEqual([path.join('tools', 'images', 'generate.ts')]);
});
