// The bare Next.js page (bench/baseline, a project of its own) that every size and speed figure is
// set beside, and how it is built: with telemetry off and no base path whatever the shell exports, so
// it is served at the root of its own port. `npm test` builds it (scripts/bare-page.mjs) beside the
// site's exports; `npm run bench` (which times a cold build of it) and `npm run lighthouse` take that
// build with --reuse-baseline, or build it here themselves. Plain JavaScript: `node` runs npm test's
// command without tsx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BARE_PAGE = path.join(ROOT, 'bench/baseline');
export const BARE_PAGE_OUT = path.join(BARE_PAGE, 'out');

/** Whether it is built: a build removes the last export first, so a failed one leaves none to reuse. */
export const barePageBuilt = () => fs.existsSync(path.join(BARE_PAGE_OUT, 'index.html'));

/** Builds it (spawnSync's result); `cold` empties Turbopack's cache first, as a fresh clone builds. */
export function buildBarePage({ cold = false, stdio = 'inherit' } = {}) {
  fs.rmSync(BARE_PAGE_OUT, { recursive: true, force: true });
  if (cold) fs.rmSync(path.join(BARE_PAGE, '.next/cache'), { recursive: true, force: true });
  return spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: BARE_PAGE,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_BASE_PATH: '' },
    stdio,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
