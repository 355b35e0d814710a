/**
 * `npm run content:check`: validates every content file the way the build does, fast, and prints
 * every problem (not only the first) as `file:line: field: what is wrong`. In GitHub Actions each
 * problem is also printed as an annotation, so the pull request shows it on its line.
 */
import { collectWarnings, contentCollections } from '../lib/content/all';
import { inGitHubActions } from '../lib/content/annotations';
import { contentCheckReport, contentWarningReport } from '../lib/content/checkReport';
import { contentRoot, displayPath } from '../lib/content/core';
import { collectProblems } from '../lib/content/problems';

const started = performance.now();
const problems = collectProblems(contentCollections.map((c) => c.load));
const ms = Math.round(performance.now() - started);
const warnings = contentWarningReport(collectWarnings(), inGitHubActions());
for (const line of warnings.lines) console.log(line);
for (const line of warnings.annotations) console.log(line);

if (problems.length > 0) {
  const { errors, annotations } = contentCheckReport(problems, displayPath(contentRoot()), inGitHubActions());
  for (const line of errors) console.error(line);
  for (const line of annotations) console.log(line);
  process.exit(1);
}
console.log(`✓ content OK: ${contentCollections.length} collections checked in ${displayPath(contentRoot())}/ (${ms} ms)`);
