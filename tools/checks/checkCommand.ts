/**
 * `npm run content:check` (scripts/content-check.ts, which only passes its arguments and exit code):
 * validates every content file the way the build does, fast, and prints every problem (not only the
 * first) as `file:line: field: what is wrong`. In GitHub Actions each problem is also printed as an
 * annotation, so the pull request shows it on its line.
 *
 * `--against <git ref>` (bare: origin/main, else main) also compares the curriculum with the ref's and
 * warns about each change that makes members lose something they have done (a quiz to take again, a
 * submodule gone, a new task). Warnings never change the exit code; without git it says it skipped.
 *
 * A function, so that the tests can run an officer's many scenarios in one process; one test per
 * script still runs the command itself.
 */
import { progressWarnings } from './against';
import { againstArgument, curriculumAtRef } from './againstRef';
import { collectContentProblems, collectWarnings, contentCollections } from './collections';
import { inGitHubActions } from './annotations';
import { contentCheckReport, contentWarningReport, progressWarningReport } from './checkReport';
import { contentPath, contentRoot, displayPath } from '@/lib/content/core';
import { summariseCurriculum } from './curriculumSummary';

/** Where a command's lines go: the console's standard output (`log`) and error (`error`). */
export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

/** Runs the check with the command line's arguments; resolves to the exit code (1 when a file has a problem). */
export async function contentCheckCommand(args: readonly string[], out: CommandOutput = console): Promise<number> {
  const against = againstArgument(args);

  const started = performance.now();
  const problems = await collectContentProblems();
  const ms = Math.round(performance.now() - started);
  const warnings = contentWarningReport(collectWarnings(), inGitHubActions());
  for (const line of [...warnings.lines, ...warnings.annotations]) out.log(line);

  if (problems.length > 0) {
    const { errors, annotations } = contentCheckReport(problems, displayPath(contentRoot()), inGitHubActions());
    for (const line of errors) out.error(line);
    for (const line of annotations) out.log(line);
    if (against !== undefined)
      out.log(`Members' progress not compared with ${against || 'the main branch'}: fix the problems above first.`);
    return 1;
  }

  if (against !== undefined) {
    const before = curriculumAtRef(against);
    if ('skipped' in before) {
      out.log(`Members' progress not compared${before.ref ? ` with ${before.ref}` : ''}: ${before.skipped}.`);
    } else {
      // Summaries name files within the content folder; shown from the project, as every problem is.
      const found = progressWarnings(before.summary, summariseCurriculum()).map((w) => ({ ...w, file: displayPath(contentPath(w.file)) }));
      const report = progressWarningReport(found, before.ref, inGitHubActions());
      for (const line of [...report.lines, ...report.annotations]) out.log(line);
    }
  }
  out.log(`✓ content OK: ${contentCollections.length} collections checked in ${displayPath(contentRoot())}/ (${ms} ms)`);
  return 0;
}
