#!/usr/bin/env node
// Prints the closing line of `npm test` from Playwright's JSON report: "e2e: N passed, N failed, N skipped".
import fs from 'node:fs';

const report = JSON.parse(fs.readFileSync('.e2e/results.json', 'utf8'));
const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
