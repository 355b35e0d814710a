import { gatesTable, lighthouseTable, type LighthouseRun } from '@/tools/perf/lighthouseTable';
import type { LighthouseScores } from '@/tools/perf/targets';

const scores = (s: Partial<LighthouseScores>): LighthouseScores => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 800,
  tbtMs: 50,
  cls: 0,
  ...s,
});
const run = (label: string, n: number, s: Partial<LighthouseScores>, bare = false): LighthouseRun => ({
  label,
  bare,
  run: n,
  protocol: 'h2',
  scores: scores(s),
});
const rowOf = (lines: string[], label: string) => lines.find((l) => l.startsWith(`| ${label} |`));

describe('lighthouseTable', () => {
  it('puts the bare page first as the reference, whatever order the pages ran in', () => {
    const lines = lighthouseTable([run('/', 1, { lcpMs: 1700 }), run('bare Next.js page', 1, { performance: 100 }, true)]);
    const rows = lines.filter((l) => l.startsWith('| ') && !l.startsWith('| page'));
    expect(rows[0]).toMatch(/^\| bare Next\.js page \| 100 \| 0\.80 s \| 50 ms .*\| reference \|$/);
    expect(rows[1]).toMatch(/^\| \/ \| 99 \| 1\.70 s \| 50 ms .*\| -1; goals met \|$/);
    expect(lines[0]).toBe('Served over h2.');
  });

  it('shows each figure as the median of its runs with the runs in brackets, and judges the median', () => {
    const lines = lighthouseTable([
      ...[100, 100, 99].map((p, i) => run('bare Next.js page', i + 1, { performance: p, tbtMs: 70 }, true)),
      run('module page', 1, { performance: 99, lcpMs: 1733, tbtMs: 96 }),
      run('module page', 2, { performance: 95, lcpMs: 2891, tbtMs: 249 }),
      run('module page', 3, { performance: 99, lcpMs: 1730, tbtMs: 89 }),
    ]);
    expect(rowOf(lines, 'module page')).toContain('| 99 (99, 95, 99) | 1.73 s (1.73 s, 2.89 s, 1.73 s) | 96 ms (96 ms, 249 ms, 89 ms) |');
    expect(rowOf(lines, 'module page')).toMatch(/\| -1; goals met \|$/);
    expect(lines[0]).toContain('the median of its runs');
  });

  it('names what a page misses beside the bare page', () => {
    const lines = lighthouseTable([
      run('bare Next.js page', 1, { performance: 100 }, true),
      run('/programs/', 1, { performance: 94, lcpMs: 2560 }),
    ]);
    expect(rowOf(lines, '/programs/')).toMatch(
      /-6; performance 94 < 95; performance 6 points below the bare page; LCP 2\.56 s > 2\.0 s \|$/,
    );
  });

  it('refuses to compare when the bare page was not audited', () => {
    expect(() => lighthouseTable([run('/', 1, {})])).toThrow('bare page was not audited');
  });
});

describe('gatesTable (--ci)', () => {
  it('shows each page’s gated scores, with no speed figure and no bare page needed', () => {
    const lines = gatesTable([
      run('/', 1, { accessibility: 92, performance: 40, lcpMs: 9000 }),
      run('/member/ (signed in)', 1, { seo: 96 }),
    ]);
    expect(lines[0]).toBe('| page | accessibility | best practices | SEO |');
    expect(rowOf(lines, '/')).toBe('| / | 92 | 100 | 100 |');
    expect(rowOf(lines, '/member/ (signed in)')).toBe('| /member/ (signed in) | 100 | 100 | 96 |');
    expect(lines.join('\n')).not.toMatch(/9\.00 s|40/);
  });
});
