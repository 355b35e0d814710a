import { specTimes, specTimesTable, type Report } from '@/tools/perf/e2eTimes';

/** A report of two specs over two projects, a retried test and a skipped one among them. */
const report: Report = {
  stats: { duration: 61_400 },
  suites: [
    {
      file: 'fixture/home.spec.ts',
      specs: [
        {
          tests: [
            { projectName: 'wide', status: 'expected', results: [{ duration: 2_000 }] },
            { projectName: 'narrow', status: 'expected', results: [{ duration: 3_000 }] },
          ],
        },
      ],
      suites: [
        {
          file: 'fixture/home.spec.ts',
          specs: [{ tests: [{ projectName: 'wide', status: 'flaky', results: [{ duration: 4_000 }, { duration: 5_000 }] }] }],
        },
      ],
    },
    {
      file: 'fixture/drawer.spec.ts',
      specs: [
        {
          tests: [
            { projectName: 'wide', status: 'skipped', results: [{ duration: 300 }] },
            { projectName: 'narrow', status: 'expected', results: [{ duration: 1_500 }] },
          ],
        },
      ],
    },
  ],
};

describe('specTimes', () => {
  it('sums each spec’s tests per project, nested describes and retries included, slowest first', () => {
    expect(specTimes(report)).toEqual([
      { file: 'fixture/home.spec.ts', project: 'wide', tests: 2, skipped: 0, seconds: 11 },
      { file: 'fixture/home.spec.ts', project: 'narrow', tests: 1, skipped: 0, seconds: 3 },
      { file: 'fixture/drawer.spec.ts', project: 'narrow', tests: 1, skipped: 0, seconds: 1.5 },
      { file: 'fixture/drawer.spec.ts', project: 'wide', tests: 0, skipped: 1, seconds: 0.3 },
    ]);
  });
});

describe('specTimesTable', () => {
  it('prints a row per spec and project, each project’s total and the run’s wall time', () => {
    const lines = specTimesTable(report);
    expect(lines.slice(0, 3)).toEqual([
      '| spec | project | tests | seconds (sum) |',
      '|---|---|---|---|',
      '| fixture/home.spec.ts | wide | 2 | 11.0 |',
    ]);
    expect(lines).toContain('| fixture/drawer.spec.ts | wide | 0 (+1 skipped) | 0.3 |');
    expect(lines).toContain('| all specs | wide | 2 | 11.3 |');
    expect(lines).toContain('| all specs | narrow | 2 | 4.5 |');
    expect(lines).toContain('| all specs | all | 4 | 15.8 |');
    expect(lines[lines.length - 1]).toBe('The run took 61 s from start to end.');
  });
});
