#!/usr/bin/env node
// Prints the closing line of `npm test` from Playwright's JSON report: "e2e: N passed, N failed, N skipped".
// --times: where the end-to-end tests' time went instead, one row per spec and project, slowest first
// (tools/perf/e2eTimes.ts), read from the same report of the last run.
import fs from 'node:fs';
import { specTimesTable } from '../tools/perf/e2eTimes.ts';

const report = JSON.parse(fs.readFileSync('.e2e/results.json', 'utf8'));
if (process.argv.includes('--times')) {
  console.log(specTimesTable(report).join('\n'));
  process.exit(0);
}
const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
// A flaky test (failed, then passed on its retry) fails the run (playwright.config.ts), and is said so.
const flakyPart = flaky > 0 ? `, ${flaky} flaky (failed once, passed on the retry that recorded its trace)` : '';
console.log(`e2e: ${expected} passed, ${unexpected} failed${flakyPart}, ${skipped} skipped`);
