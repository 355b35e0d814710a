/**
 * Finishes a static export after `next build`. First it refuses to publish what could run code on
 * the site outside its pages (lib/content/publishedFiles.ts): an SVG in the export that does not only
 * draw, a file of another type than pictures, videos, PDFs, fonts and text in public/. Its script policy is made strict
 * (lib/security/hardenHtml.ts): every .html page gets its inline scripts' SHA-256 hashes in its
 * script-src, and the policy's <meta> at the top of its <head>. The scripts the pages load at startup
 * get V8's compile hint as their first line (lib/build/compileHints.ts).
 * Usage: tsx scripts/harden-export.ts [export folder, default out]
 * Any page it cannot harden stops it with exit 1 before a single file is written, so a half-hardened
 * export never ships. Running it twice is harmless: the second run changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedScriptFile, withCompileHint } from '../lib/build/compileHints';
import { formatProblemWithHint } from '../lib/content/problems';
import { unsafePublishedFiles } from '../lib/content/publishedFiles';
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

const unsafe = unsafePublishedFiles(dir);
if (unsafe.length > 0) {
  for (const problem of unsafe) console.error(`harden-export: ${formatProblemWithHint(problem)}`);
  console.error('harden-export: this export would publish files that can run code on this site (above); nothing was written.');
  process.exit(1);
}

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

if (problems.length > 0) {
  for (const line of problems) console.error(`harden-export: ${line}`);
  console.error(`harden-export: ${problems.length} of ${pages.length} pages cannot be hardened; nothing was written.`);
  process.exit(1);
}
for (const { file, html } of rewritten) fs.writeFileSync(file, html);
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
  `✓ script policy hardened: ${pages.length} pages, ${scripts} inline scripts hashed, ${hinted} startup scripts with a compile hint in ${seconds} s → ${shown}/`,
);
