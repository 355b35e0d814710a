/**
 * Makes a static export's script policy strict, after `next build` (lib/security/hardenHtml.ts):
 * every .html page gets its inline scripts' SHA-256 hashes in its script-src, and the policy's
 * <meta> at the top of its <head>.
 * Usage: tsx scripts/harden-export.ts [export folder, default out]
 * Any page it cannot harden stops it with exit 1 before a single file is written, so a half-hardened
 * export never ships. Running it twice is harmless: the second run changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
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

const rewritten: { file: string; html: string }[] = [];
const problems: string[] = [];
let scripts = 0;
for (const page of pages) {
  const file = path.join(dir, page);
  try {
    const result = hardenHtml(fs.readFileSync(file, 'utf8'));
    rewritten.push({ file, html: result.html });
    scripts += result.scripts;
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
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`✓ script policy hardened: ${pages.length} pages, ${scripts} inline scripts hashed in ${seconds} s → ${shown}/`);
