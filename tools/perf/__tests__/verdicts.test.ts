import type { PageWeight } from '@/tools/perf/exportWeight';
import { checkFails, homeWithoutVideo, weightRows } from '@/tools/perf/verdicts';

const BARE_JS = 100_000;
const weight = (route: string, js: number, rest: Partial<PageWeight> = {}): PageWeight => {
  const p = { route, js, html: 3000, css: 4000, media: 200, video: 0, ...rest };
  return { ...p, total: p.js + p.html + p.css + p.media + p.video };
};

describe('weightRows', () => {
  it('passes a module page at exactly 1.25 times the bare page and fails it just over', () => {
    const [, , , atTarget] = weightRows([weight('/onboarding/a/1_1/', 125_000)], BARE_JS);
    expect(atTarget).toMatchObject({ label: 'e.g. /onboarding/a/1_1/', ratio: 1.25, target: 1.25, pass: true });
    const [, , , over] = weightRows([weight('/onboarding/a/1_1/', 125_001)], BARE_JS);
    expect(over).toMatchObject({ target: 1.25, pass: false });
  });

  it('holds a public page to 1.15 and a members page to 1.25', () => {
    const rows = weightRows([weight('/about/', 115_000), weight('/contact/', 115_001), weight('/programs/', 124_000)], BARE_JS);
    expect(rows.map((r) => [r.label, r.kind, r.target, r.pass])).toEqual([
      ['/about/', 'public', 1.15, true],
      ['/contact/', 'public', 1.15, false],
      ['/programs/', 'members', 1.25, true],
    ]);
    expect(rows[0]).toMatchObject({ route: '/about/', html: 3000, css: 4000, media: 200, video: 0 });
  });

  it('sums up the module pages as min, median and max, then names the usual example', () => {
    const modules = [
      weight('/onboarding/softwareB1/1_2/', 110_000),
      weight('/onboarding/softwareB1/1_1/', 120_000),
      weight('/onboarding/hardwareA1/1_1/', 130_000),
    ];
    const rows = weightRows([weight('/', 110_000), ...modules], BARE_JS);
    expect(rows.map((r) => [r.label, r.js, r.pass])).toEqual([
      ['/', 110_000, true],
      ['3 module pages: min', 110_000, true],
      ['3 module pages: median', 120_000, true],
      ['3 module pages: max', 130_000, false],
      ['e.g. /onboarding/softwareB1/1_1/', 120_000, true],
    ]);
    expect(rows[1]).not.toHaveProperty('html');
    expect(rows[3].total).toBe(130_000 + 7200);
  });

  it('falls back to the first module page as the example, and has no rows without pages', () => {
    expect(weightRows([weight('/onboarding/b/2_1/', 100_000)], BARE_JS)[3].label).toBe('e.g. /onboarding/b/2_1/');
    expect(weightRows([], BARE_JS)).toEqual([]);
  });
});

describe('homeWithoutVideo', () => {
  it('keeps 1 MB without the video, however large the video', () => {
    expect(homeWithoutVideo([weight('/', 200_000, { media: 793_000, video: 4_000_000 })])).toEqual({
      bytes: 1_000_000,
      video: 4_000_000,
      pass: true,
    });
    expect(homeWithoutVideo([weight('/', 200_000, { media: 793_001 })])).toMatchObject({ bytes: 1_000_001, pass: false });
  });

  it('says nothing when the export has no home page', () => {
    expect(homeWithoutVideo([weight('/about/', 1)])).toBeNull();
  });
});

describe('checkFails', () => {
  const passing = weightRows([weight('/', 100_000)], BARE_JS);
  const missing = weightRows([weight('/', 120_000)], BARE_JS);

  it('passes a built site whose pages all keep their targets', () => {
    expect(checkFails(true, passing)).toBe(false);
  });

  it('fails on a miss, a site that did not build, or no page measured', () => {
    expect(checkFails(true, missing)).toBe(true);
    expect(checkFails(false, passing)).toBe(true);
    expect(checkFails(true, [])).toBe(true);
  });
});
