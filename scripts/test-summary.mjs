#!/usr/bin/env node
// Prints the closing line of `npm test` from Playwright's JSON report: "e2e: N passed, N failed, N skipped".
import fs from 'node:fs';

const report = JSON.parse(fs.readFileSync('.e2e/results.json', 'utf8'));
const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
// A flaky test (failed, then passed on its retry) fails the run (playwright.config.ts), and is said so.
const flakyPart = flaky > 0 ? `, ${flaky} flaky (failed once, passed on the retry that recorded its trace)` : '';
console.log(`e2e: ${expected} passed, ${unexpected} failed${flakyPart}, ${skipped} skipped`);
