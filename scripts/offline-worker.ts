/**
 * Writes the export's service worker (sw.js) with workbox-build, after `next build` and the script
 * policy (scripts/harden-export.ts), so its precache names the final files and their revisions; the
 * sealed check runs after it and reads sw.js too. What it caches and why: tools/offline/workerOptions.ts.
 * Usage: tsx scripts/offline-worker.ts [export folder, default out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { WORKER_FILE } from '../lib/offline/register';
import { exportBasePath, workerOptions } from '../tools/offline/workerOptions';

async function main() {
  const started = performance.now();
  const dir = path.resolve(process.argv[2] ?? 'out');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`offline-worker: ${dir} has no index.html: build the export first.`);
    process.exit(1);
  }
  // The build's base path, as its own manifest says: no variable to pass again, no way to disagree.
  const basePath = exportBasePath(fs.readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8'));
  const { count, size, warnings } = await generateSW(workerOptions(dir, basePath));
  for (const warning of warnings) console.error(`offline-worker: ${warning}`);
  if (warnings.length > 0) process.exit(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const kb = (size / 1024).toFixed(0);
  console.log(
    `✓ ${WORKER_FILE}: ${count} files precached (${kb} KB before compression) in ${seconds} s → ${path.relative(process.cwd(), dir) || '.'}/`,
  );
}

void main();
