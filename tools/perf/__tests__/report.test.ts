import type { PageWeight } from '@/tools/perf/exportWeight';
import { formatTable, homeLine, searchChunkLines, searchTable, timingsTable, verdictLine, weightTable } from '@/tools/perf/report';
import { weightRows } from '@/tools/perf/verdicts';

const bare: PageWeight = { route: '/', js: 134_800, html: 1600, css: 0, media: 0, video: 0, total: 136_400 };
const about: PageWeight = { route: '/about/', js: 148_700, html: 6700, css: 4000, media: 5200, video: 0, total: 164_600 };
const cells = (line: string) => line.trim().split(/ {2,}/);

describe('formatTable', () => {
  it('puts a blank line and the title first, aligns the first column left and the others right', () => {
    expect(
      formatTable(
        'T',
        ['name', 'n'],
        [
          ['a', '1'],
          ['long name', '100'],
        ],
      ).split('\n'),
    ).toEqual(['', 'T', 'name         n', '─────────  ───', 'a            1', 'long name  100']);
  });
});

describe('weightTable', () => {
  const text = weightTable(bare, weightRows([about, { ...about, route: '/onboarding/a/1_1/', js: 170_000 }], bare.js));
  const lines = text.split('\n');

  it('names the baseline in its title and prints it first', () => {
    expect(lines[1]).toContain('baseline first-load JS 134.8 kB, total 136.4 kB');
    expect(cells(lines[4])).toEqual(['bare baseline page', '134.8', '1.00', '1.6', '0.0', '0.0', '0.0', '136.4']);
  });

  it("prints a route's row: its kB, ratio, target and verdict", () => {
    expect(cells(lines.find((l) => l.startsWith('/about/'))!)).toEqual([
      '/about/',
      '148.7',
      '1.10',
      '≤ 1.15',
      'PASS',
      '6.7',
      '4.0',
      '5.2',
      '0.0',
      '164.6',
    ]);
  });

  it('leaves the split of a module summary blank and marks a miss FAIL', () => {
    const max = lines.find((l) => l.startsWith('1 module pages: max'))!;
    expect(cells(max)).toEqual(['1 module pages: max', '170.0', '1.26', '≤ 1.25', 'FAIL', '164.6']);
  });
});

describe('the lines around the tables', () => {
  it('says what the home page weighs without its video', () => {
    expect(homeLine({ bytes: 241_800, video: 124_600, pass: true })).toBe(
      '\nHome page total transfer without the video: 241.8 kB (PASS: target < 1 MB); the video adds 124.6 kB',
    );
  });

  it('lists the pages that miss their target, or says every page keeps it', () => {
    const rows = weightRows([about, { ...about, route: '/contact/', js: 160_000 }], bare.js);
    expect(verdictLine(rows)).toBe('1 page(s) miss their first-load JavaScript target: /contact/ 1.19× (≤ 1.15)');
    expect(verdictLine(rows.slice(0, 1))).toBe('Every page is within its first-load JavaScript target.');
    expect(verdictLine([])).toBeNull();
  });

  it('tells whether a page loads the search code on arrival', () => {
    expect(searchChunkLines([{ file: '_next/static/chunks/s.js', gzipBytes: 6300, inFirstLoad: false }])).toEqual([
      "\nSearch code (MiniSearch + lib/search/query): _next/static/chunks/s.js, 6.3 kB gzip, loaded on the search box's first focus only",
    ]);
    expect(searchChunkLines([{ file: 's.js', gzipBytes: 1, inFirstLoad: true }])[0]).toContain('REFERENCED BY A PAGE (first load!)');
    expect(searchChunkLines([])).toEqual(['\nSearch code: no chunk holding MiniSearch found in the export.']);
  });
});

describe('timingsTable and searchTable', () => {
  it('prints each run, a skipped build and a failed check', () => {
    const lines = timingsTable({
      baselineSeconds: 38.81,
      realCheck: { ok: true, wallSeconds: 9.04, inProcessMs: 812 },
      realBuild: { ok: false },
      modulePages: 48,
      synthetic: [
        { count: 50, contentCheck: { ok: true, wallSeconds: 10 }, build: { ok: false, skipped: true } },
        { count: 200, contentCheck: { ok: false }, build: { ok: true, seconds: 120 }, modulePages: 248 },
      ],
    }).split('\n');
    expect(cells(lines[4])).toEqual(['bare baseline', '38.8 s']);
    expect(cells(lines[5])).toEqual(['real content', '9.0 s', '812 ms', 'FAILED', '48']);
    expect(cells(lines[6])).toEqual(['real + 50 synthetic', '10.0 s', 'skipped (--quick)']);
    expect(cells(lines[7])).toEqual(['real + 200 synthetic', 'FAILED', '120.0 s', '248']);
  });

  it('prints the search records and a run that failed', () => {
    const lines = searchTable([
      {
        content: 'real content',
        ok: true,
        submodules: 48,
        jsonBytes: 120_200,
        gzipBytes: 42_900,
        recordsMs: 2714.4,
        indexMs: 323,
        queryMs: 152.44,
      },
      { content: 'real + 200 synthetic', ok: false },
    ]).split('\n');
    expect(cells(lines[4])).toEqual(['real content', '48', '120.2', '42.9', '2714 ms', '323 ms', '152.4 ms']);
    expect(cells(lines[5])).toEqual(['real + 200 synthetic', 'FAILED']);
  });
});
