/**
 * The build's id (next.config.mjs `generateBuildId`), derived from what the pages' code is made of:
 * the site's sources, the locked dependencies, the configuration, and every value the build writes
 * into the browser's code (the `NEXT_PUBLIC_*` variables, the public access record). Next writes the
 * id into every page and every payload the router fetches, and its router takes a payload with
 * another id for a new deploy's code (it then loads the page afresh rather than mix two deploys'
 * code). Next's own id is random, so every build changed every page: the offline worker downloaded
 * the whole site again after each deploy (docs/decisions/offline.md).
 *
 * Content is not in it. Officers' files reach the browser only through the pages and payloads (HTML,
 * RSC payloads, sealed files), whose own bytes, and so their worker revisions, change with them; no
 * code imports content (the loaders read it at build). So a content edit keeps the id and changes
 * only the files that show what changed, and two builds of one commit give the same id.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The folders the site's code is compiled from (tests excluded: they never reach a page). */
export const CODE_FOLDERS = ['app', 'components', 'lib'];

/** The files beside them that shape the compiled code: the dependencies as locked, the configuration. */
export const CODE_FILES = ['package.json', 'package-lock.json', 'next.config.mjs', 'tsconfig.json'];

const isTest = (name) => name === '__tests__' || /\.test\.[cm]?[jt]sx?$/.test(name);

/** Every file under `dir`, relative to `root`, tests left out, in a fixed order. */
function codeFiles(root, dir, found = []) {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (isTest(entry.name)) continue;
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) codeFiles(root, relative, found);
    else found.push(relative);
  }
  return found;
}

/**
 * The id: 20 hex digits of SHA-256 over each code file's path and contents and the public values
 * (`publicEnv`: the `env` next.config.mjs inlines; the `NEXT_PUBLIC_*` variables of `env` are added).
 */
export function buildIdFromCode(root = process.cwd(), publicEnv = {}, env = process.env) {
  const hash = createHash('sha256');
  const files = [...CODE_FOLDERS.flatMap((dir) => codeFiles(root, dir)), ...CODE_FILES.filter((f) => fs.existsSync(path.join(root, f)))];
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  const values = { ...Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('NEXT_PUBLIC_'))), ...publicEnv };
  for (const name of Object.keys(values).sort()) hash.update(`${name}=${values[name] ?? ''}\0`);
  return hash.digest('hex').slice(0, 20);
}
