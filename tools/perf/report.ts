/**
 * What `npm run bench` prints, as strings: the page-weight, timing and search tables and the lines
 * around them. The script logs them; the figures come from exportWeight.ts and verdicts.ts.
 */
import type { LazyChunk, PageWeight } from './exportWeight';
import type { WeightRow } from './verdicts';

export const kB = (n: number) => (n / 1000).toFixed(1);
const s = (x: number | undefined) => (x === undefined ? '' : `${x.toFixed(1)} s`);
const ms = (x: number | undefined) => (x === undefined ? '' : `${x} ms`);

/** A titled table, preceded by a blank line: the first column left-aligned, the others right-aligned. */
export function formatTable(title: string, header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [`\n${title}`, line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const optionalKB = (n: number | undefined) => (n === undefined ? '' : kB(n));

/** The bare page first, then each row with its ratio to the bare page, its target and PASS/FAIL. */
export function weightTable(bare: PageWeight, rows: WeightRow[]): string {
  return formatTable(
    `Page weight (gzip for text; first-load JS = /_next/ scripts the HTML references; baseline first-load JS ${kB(bare.js)} kB, total ${kB(bare.total)} kB)`,
    ['route', 'first-load JS kB', '× baseline', 'target', '', 'HTML kB', 'CSS kB', 'images+fonts kB', 'video kB', 'total kB'],
    [
      ['bare baseline page', kB(bare.js), '1.00', '', '', kB(bare.html), kB(bare.css), kB(bare.media), kB(bare.video), kB(bare.total)],
      ...rows.map((r) => [
        r.label,
        kB(r.js),
        r.ratio.toFixed(2),
        `≤ ${r.target}`,
        r.pass ? 'PASS' : 'FAIL',
        optionalKB(r.html),
        optionalKB(r.css),
        optionalKB(r.media),
        optionalKB(r.video),
        kB(r.total),
      ]),
    ],
  );
}

export function homeLine(home: { bytes: number; video: number; pass: boolean }): string {
  return `\nHome page total transfer without the video: ${kB(home.bytes)} kB (${home.pass ? 'PASS' : 'FAIL'}: target < 1 MB); the video adds ${kB(home.video)} kB`;
}

export type CheckTiming = { ok: boolean; wallSeconds?: number; inProcessMs?: number };
export type SyntheticRun = {
  count: number;
  contentCheck: CheckTiming;
  build: { ok: boolean; seconds?: number; skipped?: boolean };
  modulePages?: number;
};
export type Timings = {
  baselineSeconds: number;
  realCheck: CheckTiming;
  realBuild: { ok: boolean; seconds?: number };
  modulePages: number;
  synthetic: SyntheticRun[];
};

/** The content check and build times: the bare page, the real content, then each synthetic size. */
export function timingsTable(t: Timings): string {
  return formatTable(
    'Timings (wall clock, including tsx/Next start-up; cold builds, .next/cache removed first; "in-process" is the content check alone)',
    ['what', 'content:check', 'in-process', 'build', 'module pages built'],
    [
      ['bare baseline', '', '', s(t.baselineSeconds), ''],
      [
        'real content',
        t.realCheck.ok ? s(t.realCheck.wallSeconds) : 'FAILED',
        ms(t.realCheck.inProcessMs),
        t.realBuild.ok ? s(t.realBuild.seconds) : 'FAILED',
        String(t.modulePages),
      ],
      ...t.synthetic.map((r) => [
        `real + ${r.count} synthetic`,
        r.contentCheck.ok ? s(r.contentCheck.wallSeconds) : 'FAILED',
        ms(r.contentCheck.inProcessMs),
        r.build.skipped ? 'skipped (--quick)' : r.build.ok ? s(r.build.seconds) : 'FAILED',
        r.modulePages === undefined ? '' : String(r.modulePages),
      ]),
    ],
  );
}

/** What scripts/bench-search.ts reports for one content tree (only `content` and `ok` when it failed). */
export type SearchCost = {
  content: string;
  ok: boolean;
  submodules?: number;
  jsonBytes?: number;
  gzipBytes?: number;
  recordsMs?: number;
  indexMs?: number;
  queryMs?: number;
};

export function searchTable(records: SearchCost[]): string {
  return formatTable(
    "Curriculum search: the records sealed as 'search' (JSON) and the work in the browser on first focus (timed in Node)",
    ['content', 'submodules', 'records kB', 'gzip kB', 'build records', 'build index', 'one query'],
    records.map((r) =>
      r.ok
        ? [
            r.content,
            String(r.submodules),
            kB(r.jsonBytes!),
            kB(r.gzipBytes!),
            `${r.recordsMs!.toFixed(0)} ms`,
            `${r.indexMs!.toFixed(0)} ms`,
            `${r.queryMs!.toFixed(1)} ms`,
          ]
        : [r.content, 'FAILED', '', '', '', '', ''],
    ),
  );
}

/** One paragraph per chunk holding MiniSearch, or one saying none was found. */
export function searchChunkLines(chunks: LazyChunk[]): string[] {
  if (chunks.length === 0) return ['\nSearch code: no chunk holding MiniSearch found in the export.'];
  return chunks.map(
    (c) =>
      `\nSearch code (MiniSearch + lib/search/query): ${c.file}, ${kB(c.gzipBytes)} kB gzip, ${c.inFirstLoad ? 'REFERENCED BY A PAGE (first load!)' : "loaded on the search box's first focus only"}`,
  );
}

/** The last word on the targets: the pages that miss theirs, or that all keep them (nothing without pages). */
export function verdictLine(rows: WeightRow[]): string | null {
  const misses = rows.filter((r) => !r.pass);
  if (misses.length > 0) {
    return `${misses.length} page(s) miss their first-load JavaScript target: ${misses.map((r) => `${r.label} ${r.ratio.toFixed(2)}× (≤ ${r.target})`).join(', ')}`;
  }
  return rows.length > 0 ? 'Every page is within its first-load JavaScript target.' : null;
}
