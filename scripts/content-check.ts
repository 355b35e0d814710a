/**
 * `npm run content:check`: validates every content file the way the build does, fast, and prints
 * every problem (not only the first) as `file:line: field: what is wrong`. In GitHub Actions each
 * problem is also printed as an annotation, so the pull request shows it on its line.
 *
 * `--against <git ref>` (bare: origin/main, else main) also compares the curriculum with the ref's and
 * warns about each change that makes members lose something they have done (a quiz to take again, a
 * submodule gone, a new task). Warnings never change the exit code; without git it says it skipped.
 */
import { progressWarnings } from '../lib/content/against';
import { againstArgument, curriculumAtRef } from '../lib/content/againstRef';
import { collectWarnings, contentCollections } from '../lib/content/all';
import { inGitHubActions } from '../lib/content/annotations';
import { contentCheckReport, contentWarningReport, progressWarningReport } from '../lib/content/checkReport';
import { contentPath, contentRoot, displayPath } from '../lib/content/core';
import { summariseCurriculum } from '../lib/content/curriculumSummary';
import { collectProblems } from '../lib/content/problems';

const against = againstArgument(process.argv.slice(2));

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
  if (against !== undefined)
    console.log(`Members' progress not compared with ${against || 'the main branch'}: fix the problems above first.`);
  process.exit(1);
}

if (against !== undefined) {
  const before = curriculumAtRef(against);
  if ('skipped' in before) {
    console.log(`Members' progress not compared${before.ref ? ` with ${before.ref}` : ''}: ${before.skipped}.`);
  } else {
    // Summaries name files within the content folder; shown from the project, as every problem is.
    const found = progressWarnings(before.summary, summariseCurriculum()).map((w) => ({ ...w, file: displayPath(contentPath(w.file)) }));
    const report = progressWarningReport(found, before.ref, inGitHubActions());
    for (const line of [...report.lines, ...report.annotations]) console.log(line);
  }
}
console.log(`✓ content OK: ${contentCollections.length} collections checked in ${displayPath(contentRoot())}/ (${ms} ms)`);
