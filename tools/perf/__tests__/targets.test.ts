import {
  gateFailures,
  goalMisses,
  jsVerdict,
  JS_RATIO_TARGETS,
  medianScores,
  offlineMisses,
  type LighthouseScores,
} from '@/tools/perf/targets';

const good: LighthouseScores = { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1900, tbtMs: 90, cls: 0 };

describe('jsVerdict', () => {
  it('holds public pages to 1.15 and members and module pages to 1.25 times the bare page', () => {
    expect(JS_RATIO_TARGETS).toEqual({ public: 1.15, members: 1.25, module: 1.25 });
    expect(jsVerdict('public', 115, 100)).toMatchObject({ pass: true, target: 1.15 });
    expect(jsVerdict('public', 116, 100)).toMatchObject({ pass: false });
    expect(jsVerdict('module', 125, 100)).toMatchObject({ pass: true, target: 1.25 });
    expect(jsVerdict('members', 126, 100).pass).toBe(false);
    expect(jsVerdict('members', 126, 100).ratio).toBeCloseTo(1.26);
  });

  it('refuses to judge against a bare page that was not measured', () => {
    expect(() => jsVerdict('public', 100, 0)).toThrow('bare page');
  });
});

describe('gateFailures', () => {
  it('passes accessibility 100, best practices and SEO from 95', () => {
    expect(gateFailures({ ...good, bestPractices: 95, seo: 95 })).toEqual([]);
  });

  it('names each gate a page misses, whatever its speed', () => {
    expect(gateFailures({ ...good, accessibility: 98, seo: 92, performance: 40 })).toEqual([
      'accessibility 98 (needs ≥ 100)',
      'SEO 92 (needs ≥ 95)',
    ]);
  });
});

describe('goalMisses', () => {
  const bare = { ...good, performance: 98, tbtMs: 100 };

  it('meets the goals at 95 and within 3 points of the bare page, TBT up to 1.5 times its, LCP up to 2.0 s, no shift', () => {
    expect(goalMisses({ ...good, performance: 95, tbtMs: 150, lcpMs: 2000, cls: 0.0004 }, bare)).toEqual([]);
  });

  it('says by how much the largest paint is late, even when one decimal would hide it', () => {
    expect(goalMisses({ ...good, lcpMs: 2020 }, bare)).toEqual(['LCP 2.02 s > 2.0 s']);
  });

  it('compares blocking time with the bare page of the same session, not with a fixed figure', () => {
    expect(goalMisses({ ...good, tbtMs: 151 }, bare)).toEqual(["TBT 1.51 times the bare page's (goal ≤ 1.5)"]);
    expect(goalMisses({ ...good, tbtMs: 300 }, { ...bare, tbtMs: 200 })).toEqual([]);
  });

  it('says what a slow page misses', () => {
    expect(goalMisses({ ...good, performance: 94, tbtMs: 250, lcpMs: 3100, cls: 0.02 }, bare)).toEqual([
      'performance 94 < 95',
      'performance 4 points below the bare page',
      "TBT 2.50 times the bare page's (goal ≤ 1.5)",
      'LCP 3.10 s > 2.0 s',
      'CLS 0.020 > 0',
    ]);
  });
});

describe('medianScores', () => {
  it('takes each figure of three runs on its own, so one slow run moves nothing', () => {
    const runs = [
      { ...good, performance: 99, lcpMs: 1700, tbtMs: 96 },
      { ...good, performance: 90, lcpMs: 2900, tbtMs: 249 },
      { ...good, performance: 98, lcpMs: 1730, tbtMs: 89 },
    ];
    expect(medianScores(runs)).toEqual({ ...good, performance: 98, lcpMs: 1730, tbtMs: 96 });
  });

  it('refuses to make a figure out of no run', () => {
    expect(() => medianScores([])).toThrow('no Lighthouse run');
  });
});

describe('offlineMisses', () => {
  it('keeps a visitor under 300 kB and a one-submodule deploy within 10 entries and 100 kB gzip', () => {
    expect(offlineMisses({ visitorWireBytes: 0, deploy: { entries: 10, gzipBytes: 100_000 } })).toEqual([]);
    expect(offlineMisses({})).toEqual([]);
  });

  it('names each limit missed', () => {
    expect(offlineMisses({ visitorWireBytes: 1_400_000, deploy: { entries: 360, gzipBytes: 1_120_000 } })).toEqual([
      "a visitor's background download 1400.0 kB > 300 kB",
      "a one-submodule deploy changes 360 of the worker's entries (> 10)",
      'a one-submodule deploy costs 1120.0 kB gzip (> 100 kB)',
    ]);
    expect(offlineMisses({ deploy: { entries: 11, gzipBytes: 5_000 } })).toHaveLength(1);
  });
});
