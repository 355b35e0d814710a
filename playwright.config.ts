import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEPLOY_ORIGIN, deployExportsBuilt } from './e2e/support/deployExports';

/**
 * E2E runs against two static exports built by scripts/test-all.sh:
 * - .e2e/fixture: the small fixture content in e2e/content (tests that must not break when
 *   officers edit the real content), served at the root;
 * - .e2e/real: the real content, served under the base path /nt-base (as on GitHub Pages),
 *   for the smoke pass over every real route;
 * - .e2e/fixture-next and .e2e/fixture-other-code, with .e2e/fixture: the deploys e2e/deploys
 *   switches between at one origin (e2e/support/deploys.ts answers from them; no server).
 */
// Overridable so engineers on one machine can run their e2e side by side.
export const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 4310);
export const REAL_PORT = Number(process.env.E2E_REAL_PORT ?? 4320);
export const REAL_BASE_PATH = '/nt-base';

/**
 * The browsers of scripts/find-browser.mjs (tools/browser/findBrowser.mjs says how it looks), run as a
 * command because Playwright's config loader cannot import an ES module; it stops here with the
 * command that installs a browser when there is none. `shell`: Debian's chromium-headless-shell
 * (CHROMIUM_HEADLESS_SHELL_PATH), the same Chromium without a window, what Playwright itself runs
 * headless tests in, at half the full browser's time on 2 cores; `full`: the README's `chromium`
 * (CHROMIUM_PATH), for the specs whose subject only the full browser has.
 */
function browserPath(kind: 'full' | 'shell'): string {
  const args = [path.join(__dirname, 'scripts/find-browser.mjs'), ...(kind === 'shell' ? ['--shell'] : [])];
  const found = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (found.status !== 0) throw new Error(found.stderr.trim() || 'scripts/find-browser.mjs failed');
  return found.stdout.trim();
}

/**
 * No test reaches another machine: the browser resolves no host name but this one's, so a request
 * elsewhere fails unless a test mocks it (page.route answers before any name is resolved), and
 * e2e/support records each one that failed. A catch-all route would do the same at a cost: a route on
 * every request turns the browser's cache off and pauses each request for the test runner.
 */
const NO_OTHER_HOST = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

const inBrowser = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: [NO_OTHER_HOST] },
  // The offline worker is proved by the specs about it (offline.spec.ts in e2e/fixture and e2e/smoke,
  // e2e/deploys/new-version.spec.ts), which allow it. Everywhere else it would precache the whole
  // export in the background of every signed-in test's fresh browser context (231 files for the
  // fixture, 440 for the real export) and answer the next pages from that copy, which those tests are
  // not about.
  serviceWorkers: 'block' as const,
});
const shell = inBrowser(browserPath('shell'));

/**
 * The specs run in the full browser: what the headless shell does not do the same way. The shell
 * keeps no page in a back/forward cache (it loads the page again), so the Back button's restore of a
 * members' page after a Logout is proved in the browser members have.
 */
const fullBrowserSpecs = ['**/back-forward-cache.spec.ts'];

/**
 * Which width runs what. Every spec of e2e/fixture runs at both widths, except:
 * - what the screen's width cannot change is proved once, at the wide width, to keep npm test short:
 *   whole specs (the guard's redirects, the security policy and noindex, the bundle's secrets, the
 *   sealed files and keys, signing out, the files the build publishes), and single tests tagged
 *   '@any-width', whose subject is data, storage or a rule (a refused import, a typo forgiven, an open
 *   redirect refused, what a sent message or an e-mailed report holds, a link's address, a desktop
 *   keyboard shortcut), while what they show is shown at the narrow width by the other tests of their
 *   spec (the quiz, the upload panel, the dialogs, the video window, the offline module page); tests
 *   tagged '@wide-only' are about the wide layout itself;
 * - what exists only on a phone runs at the narrow width alone: whole specs (the texts that must fit
 *   390 px, the 44 px tap targets, the side panel's drawer) and tests tagged '@narrow-only'.
 * A tag goes in the test's details (`test('…', { tag: '@any-width' }, …)`) or a describe's title.
 */
const wideOnlySpecs = [
  '**/guard.spec.ts',
  '**/security.spec.ts',
  '**/secrets.spec.ts',
  '**/sealed.spec.ts',
  '**/signing-out.spec.ts',
  '**/published-files.spec.ts',
];
const narrowOnlySpecs = ['**/narrow-fit.spec.ts', '**/tap-targets.spec.ts', '**/side-panel-drawer.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  // A test's whole budget, not a wait: the axe passes over the home and module pages take 20-30 s on
  // a loaded 2-core runner (measured in a fresh-clone CI run), so 30 s left no margin. Every wait for
  // what a user sees keeps the 7 s below.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // One worker per core: the browser keeps each core busy (measured: 2 workers on 2 cores leave them
  // 5% idle; 3 took 656 s where 2 took 570, 4 gain nothing). Playwright's default, half the cores, ran
  // npm test with one worker here. Nor does reusing one browser context per worker pay here
  // (Playwright's reuseContext: 551 s against 570 in the same hour, within the noise): its reset
  // empties the HTTP cache, and a page's own scripts and layout are most of a test's time.
  workers: Number(process.env.E2E_WORKERS) || os.availableParallelism(),
  // A failed test runs once more, recording its trace (each step's page, network and console) for
  // the report; it fails the run whether or not the second run passes (failOnFlakyTests), so the
  // retry hides nothing. Recording every passing test's trace in case it fails cost a seventh of the
  // time (members.spec.ts on one worker: 30.2 s with, 25.8 s without); the screencast, which shows
  // no more than the page snapshots, is left out of the retry's trace too.
  retries: 1,
  failOnFlakyTests: true,
  // The JSON report feeds the closing 'N passed, N failed' line of scripts/test-all.sh.
  reporter: [['list'], ['json', { outputFile: '.e2e/results.json' }]],
  use: { trace: { mode: 'on-first-retry', screenshots: false, snapshots: true }, ...shell },
  projects: [
    {
      name: 'wide',
      testDir: './e2e/fixture',
      testIgnore: [...narrowOnlySpecs, ...fullBrowserSpecs],
      grepInvert: /@narrow-only/,
      use: { ...shell, baseURL: `http://127.0.0.1:${FIXTURE_PORT}`, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'narrow',
      testDir: './e2e/fixture',
      testIgnore: [...wideOnlySpecs, ...fullBrowserSpecs],
      grepInvert: /@any-width|@wide-only/,
      use: {
        ...shell,
        baseURL: `http://127.0.0.1:${FIXTURE_PORT}`,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    // At the wide width, in the full browser.
    {
      name: 'full-browser',
      testDir: './e2e/fixture',
      testMatch: fullBrowserSpecs,
      use: { ...inBrowser(browserPath('full')), baseURL: `http://127.0.0.1:${FIXTURE_PORT}`, viewport: { width: 1280, height: 800 } },
    },
    // A sign-in kept across deploys; only when scripts/build-e2e.sh has built its three exports.
    ...(deployExportsBuilt()
      ? [
          {
            name: 'deploys',
            testDir: './e2e/deploys',
            // These specs are about what the browser stores across deploys. The offline worker (blocked,
            // as in every project) would answer a deploy's first pages from the one before, as it does
            // for a member until the page's 'A new version is available': new-version.spec.ts allows it
            // and proves that.
            use: { ...shell, baseURL: DEPLOY_ORIGIN, viewport: { width: 1280, height: 800 } },
          },
        ]
      : []),
    {
      name: 'smoke',
      testDir: './e2e/smoke',
      use: { ...shell, baseURL: `http://127.0.0.1:${REAL_PORT}${REAL_BASE_PATH}/`, viewport: { width: 1280, height: 800 } },
    },
  ],
  // A server starts only for an export that exists, so `bash scripts/build-e2e.sh fixture` then
  // `npx playwright test --project=wide` works while developing.
  webServer: [
    {
      command: `node scripts/serve-static.mjs .e2e/fixture ${FIXTURE_PORT}`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve-static.mjs .e2e/real ${REAL_PORT} ${REAL_BASE_PATH}`,
      url: `http://127.0.0.1:${REAL_PORT}${REAL_BASE_PATH}/`,
      reuseExistingServer: !process.env.CI,
    },
  ].filter((server) => fs.existsSync(server.command.split(' ')[2])),
});
