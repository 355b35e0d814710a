/**
 * Where the end-to-end tests' time goes, read from Playwright's JSON report (`.e2e/results.json`):
 * one row per spec file and project, with its tests and the sum of their durations (each run of a
 * test, its retry included, from its fixtures' set-up to their tear-down). Two workers share the
 * run, so the step's wall time is about half the sum; the browser's start per worker is in no test.
 */

/** The parts of Playwright's JSON report read here. */
export type ReportSuite = {
  file: string;
  specs?: { tests: { projectName: string; status: string; results: { duration: number }[] }[] }[];
  suites?: ReportSuite[];
};
export type Report = { suites: ReportSuite[]; stats?: { duration?: number } };

export type SpecTime = { file: string; project: string; tests: number; skipped: number; seconds: number };

function* testsOf(suite: ReportSuite): Generator<{ file: string; project: string; status: string; ms: number }> {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      yield { file: suite.file, project: test.projectName, status: test.status, ms: test.results.reduce((sum, r) => sum + r.duration, 0) };
  for (const child of suite.suites ?? []) yield* testsOf(child);
}

/** The rows, slowest first. */
export function specTimes(report: Report): SpecTime[] {
  const rows = new Map<string, SpecTime>();
  for (const suite of report.suites)
    for (const t of testsOf(suite)) {
      const key = `${t.project}\u0000${t.file}`;
      const row = rows.get(key) ?? { file: t.file, project: t.project, tests: 0, skipped: 0, seconds: 0 };
      if (t.status === 'skipped') row.skipped += 1;
      else row.tests += 1;
      row.seconds += t.ms / 1000;
      rows.set(key, row);
    }
  return [...rows.values()].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
}

/** The rows as a Markdown table, with each project's total and the run's wall time under it. */
export function specTimesTable(report: Report): string[] {
  const rows = specTimes(report);
  const lines = ['| spec | project | tests | seconds (sum) |', '|---|---|---|---|'];
  for (const r of rows)
    lines.push(`| ${r.file} | ${r.project} | ${r.tests}${r.skipped ? ` (+${r.skipped} skipped)` : ''} | ${r.seconds.toFixed(1)} |`);
  const projects = [...new Set(rows.map((r) => r.project))];
  const total = (own: SpecTime[]) => own.reduce((sum, r) => sum + r.seconds, 0);
  const count = (own: SpecTime[]) => own.reduce((sum, r) => sum + r.tests, 0);
  for (const p of projects) {
    const own = rows.filter((r) => r.project === p);
    lines.push(`| all specs | ${p} | ${count(own)} | ${total(own).toFixed(1)} |`);
  }
  lines.push(`| all specs | all | ${count(rows)} | ${total(rows).toFixed(1)} |`);
  const wall = report.stats?.duration;
  if (wall !== undefined) lines.push('', `The run took ${(wall / 1000).toFixed(0)} s from start to end.`);
  return lines;
}
