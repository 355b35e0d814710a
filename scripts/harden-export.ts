/**
 * Finishes a static export after `next build`. First it refuses to publish what could run code on
 * the site outside its pages (lib/content/publishedFiles.ts): an SVG in the export that does not only
 * draw, a file of another type than pictures, videos, PDFs, fonts and text in public/, a file of the
 * export of no type the build makes where it lies. Each SVG is then published as the check wrote
 * what it read (lib/content/svgSerialise.ts), so the browser reads the very bytes that were judged.
 * Its script policy is made strict (lib/security/hardenHtml.ts): every .html page gets its inline
 * scripts' SHA-256 hashes in its script-src, and the policy's <meta> at the top of its <head>. The
 * scripts the pages load at startup get V8's compile hint as their first line (lib/build/compileHints.ts).
 * Usage: tsx scripts/harden-export.ts [export folder, default out]
 * Anything refused stops it with exit 1 and removes the export folder, so neither a half-hardened
 * export nor a refused file can be served (`npm start` after a failed build serves nothing). Running
 * it twice is harmless: the second run changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedScriptFile, withCompileHint } from '../lib/build/compileHints';
import { formatProblemWithHint } from '../lib/content/problems';
import { judgeExport } from '../lib/content/publishedFiles';
import { HardenError, hardenHtml } from '../lib/security/hardenHtml';

const started = performance.now();
const dir = path.resolve(process.argv[2] ?? 'out');
const relative = path.relative(process.cwd(), dir);
const shown = relative.startsWith('..') ? dir : relative || '.';

if (!fs.existsSync(dir)) {
  console.error(`harden-export: ${shown}/ does not exist: build the export first.`);
  process.exit(1);
}

const pages = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.html')).sort();
if (pages.length === 0) {
  console.error(`harden-export: no .html page in ${shown}/: is this an export folder?`);
  process.exit(1);
}

/** A folder that holds a project (this one, or any with a package.json or .git) is never removed, whatever it was given as. */
const holdsThisProject = !path.relative(dir, process.cwd()).startsWith('..');
const removable = !holdsThisProject && !['package.json', '.git'].some((f) => fs.existsSync(path.join(dir, f)));

/** Stops the build: the export is removed, so what was refused cannot be served or uploaded. */
function refuse(lines: string[], why: string): never {
  for (const line of lines) console.error(`harden-export: ${line}`);
  if (removable) fs.rmSync(dir, { recursive: true, force: true });
  const outcome = removable ? `${shown}/ was removed, so nothing refused can be served` : `${shown}/ holds a project: it was left as it is`;
  console.error(`harden-export: ${why}; ${outcome}. Build again once it is fixed.`);
  process.exit(1);
}

const published = judgeExport(dir);
if (published.problems.length > 0)
  refuse(published.problems.map(formatProblemWithHint), 'this export would publish files that can run code on this site (above)');

const rewritten: { file: string; html: string }[] = [];
const problems: string[] = [];
let scripts = 0;
const startupScripts = new Set<string>();
for (const page of pages) {
  const file = path.join(dir, page);
  try {
    const result = hardenHtml(fs.readFileSync(file, 'utf8'));
    rewritten.push({ file, html: result.html });
    scripts += result.scripts;
    for (const src of result.scriptFiles) {
      const script = exportedScriptFile(src);
      if (script) startupScripts.add(script);
    }
  } catch (error) {
    if (!(error instanceof HardenError)) throw error;
    problems.push(`${path.join(shown, page)}: ${error.message}`);
  }
}

if (problems.length > 0) refuse(problems, `${problems.length} of ${pages.length} pages cannot be hardened`);
for (const { file, html } of rewritten) fs.writeFileSync(file, html);
for (const { file, text } of published.svgs) fs.writeFileSync(file, text);
let hinted = 0;
for (const script of startupScripts) {
  const file = path.join(dir, script);
  if (!fs.existsSync(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  const withHint = withCompileHint(text);
  if (withHint !== text) fs.writeFileSync(file, withHint);
  hinted += 1;
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `✓ script policy hardened: ${pages.length} pages, ${scripts} inline scripts hashed, ${hinted} startup scripts with a compile hint, ${published.svgs.length} SVGs published as checked in ${seconds} s → ${shown}/`,
);
