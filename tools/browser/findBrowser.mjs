/**
 * Finds the browsers the end-to-end tests run in, the same way for `npm test`, playwright.config.ts
 * and `.ci/run`. Two kinds, one engine (Debian ships both from one Chromium build):
 * - the full browser (`findBrowser()`): the one a member uses, with a window when shown. Lighthouse,
 *   the bench, the preview's pictures and the specs whose subject only it has (the back/forward
 *   cache: playwright.config.ts names them) run in it. Found in this order:
 *   1. CHROMIUM_PATH, when set (and then it must exist: a typo should not silently pick another);
 *   2. the system's browser on the PATH: chromium (Debian's, the one the README tells a newcomer to
 *      install, and the one CI runs), chromium-browser, google-chrome, google-chrome-stable, or the
 *      macOS applications; last, a headless shell alone (Debian's chromium-headless-shell), when
 *      nothing else is there;
 *   3. Playwright's own download (`npx playwright install chromium`), when it is there.
 * - the headless shell (`findBrowser(system, { kind: 'shell' })`): the same Chromium built without a
 *   window, what Playwright itself runs headless tests in. Every other e2e test runs in it: on a
 *   2-core machine they take half the time they take in the full browser (npm test's e2e step 584-661 s
 *   against 1,120-1,230 s in fresh clones on 2026-11-28, all 304 tests passing in both).
 *   CHROMIUM_HEADLESS_SHELL_PATH, else chromium-headless-shell on the PATH, else the full browser
 *   above (slower, the same results).
 * When no browser is there it says, at once, the one command that installs them on this system.
 *
 * The command is scripts/find-browser.mjs (`--shell` for the headless shell): it prints the path
 * (exit 0), or the advice on stderr (exit 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Debian's Chromium without a window. */
const SHELL_NAME = 'chromium-headless-shell';
export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', SHELL_NAME];
export const MAC_APPS = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** The real machine; tests pass a fake one. */
export const realSystem = {
  env: process.env,
  platform: process.platform,
  home: process.env.HOME ?? '',
  isExecutable(file) {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
  readFile(file) {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  },
  /** Where Playwright's download would be, or null when Playwright is not installed yet. */
  playwrightExecutable() {
    try {
      return createRequire(import.meta.url)('@playwright/test').chromium.executablePath();
    } catch {
      return null;
    }
  },
};

/** The first executable `name` on the PATH, or null. */
function onPath(system, name) {
  for (const dir of (system.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (system.isExecutable(file)) return file;
  }
  return null;
}

/**
 * `{ path, source }` for the first browser found of the kind asked for ('full', the default, or
 * 'shell'), or `{ path: null, problem }` saying what to do.
 */
export function findBrowser(system = realSystem, { kind = 'full' } = {}) {
  const { env, platform } = system;
  if (kind === 'shell') {
    const named = env.CHROMIUM_HEADLESS_SHELL_PATH;
    if (named) {
      if (system.isExecutable(named)) return { path: named, source: 'CHROMIUM_HEADLESS_SHELL_PATH' };
      return {
        path: null,
        problem: `CHROMIUM_HEADLESS_SHELL_PATH is set to ${named}, which is not an executable file. Fix it, or unset it to let the tests look for a browser.`,
      };
    }
    const shell = onPath(system, SHELL_NAME);
    if (shell) return { path: shell, source: 'system' };
    return findBrowser(system);
  }
  if (env.CHROMIUM_PATH) {
    if (system.isExecutable(env.CHROMIUM_PATH)) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
    return {
      path: null,
      problem: `CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which is not an executable file. Fix it, or unset it to let the tests look for a browser.`,
    };
  }
  for (const name of BROWSER_NAMES) {
    const file = onPath(system, name);
    if (file) return { path: file, source: 'system' };
  }
  if (platform === 'darwin') {
    for (const app of [...MAC_APPS, ...MAC_APPS.map((a) => path.join(system.home, a))]) {
      if (system.isExecutable(app)) return { path: app, source: 'system' };
    }
  }
  const downloaded = system.playwrightExecutable();
  if (downloaded && system.isExecutable(downloaded)) return { path: downloaded, source: 'playwright' };
  return {
    path: null,
    problem: `No Chromium or Chrome found for the end-to-end tests. Install one with:\n\n    ${installCommand(system)}\n\nthen run the tests again (or point CHROMIUM_PATH at a Chromium or Chrome).`,
  };
}

/** The one command that installs a browser on this kind of machine. */
export function installCommand(system = realSystem) {
  if (system.platform === 'darwin') return 'brew install --cask chromium   (or: npx playwright install chromium)';
  if (system.platform === 'linux') {
    const release = system.readFile('/etc/os-release') ?? '';
    // Debian packages the headless shell beside its Chromium; Ubuntu's chromium is a snap, without one.
    if (/^ID=debian\b/m.test(release)) return 'sudo apt-get install chromium chromium-headless-shell';
    if (/^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release)) return 'sudo apt-get install chromium';
  }
  return 'npx playwright install chromium';
}
