#!/usr/bin/env node
// Prints the path of the full Chromium (or Chrome), or with --shell of the headless shell most
// end-to-end tests run in (exit 0), or the one command that installs one (stderr, exit 1): `npm test`,
// playwright.config.ts, .ci/run and CI run it. How it looks: tools/browser/findBrowser.mjs.
import { findBrowser } from '../tools/browser/findBrowser.mjs';

const found = findBrowser(undefined, { kind: process.argv.includes('--shell') ? 'shell' : 'full' });
if (found.path) {
  process.stdout.write(`${found.path}\n`);
} else {
  process.stderr.write(`\n✗ ${found.problem}\n\n`);
  process.exit(1);
}
