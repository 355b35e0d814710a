#!/usr/bin/env node
// `npm run bench`: how heavy is each exported page next to a bare Next.js page, how do the content
// check and the build grow with the curriculum, and what do the offline worker and a deploy cost? It
// measures; with --check it also gates: exit 1 when a page's first-load JavaScript misses its target
// (tools/perf/targets.ts), when an offline or deploy limit is missed, or when the site cannot be built.
//
// In one run it builds bench/baseline (a bare App Router page, same export settings), the site with
// the real content, then (docs/performance.md lists them) the same sources again, the real content
// with one submodule and with one event edited, and the site with 50, 200 and 430 (ten times today's
// curriculum) generated submodules added to a temporary copy of the content tree (CONTENT_DIR), the
// last also with one submodule edited. Flags: --quick skips every build but the bare page's and the
// real content's (the content checks still run); --json <file> also writes the figures as JSON;
// --check gates; --export <dir> [--base-path /p] measures an export that is already built (CI passes
// .e2e/real) instead of building the site, page weights only: only the bare page is built (a few
// seconds), or not even that with --reuse-baseline when bench/baseline/out exists (npm test builds it).
//
// This script runs things; the tested work is in tools/perf/: benchRun.ts runs the steps,
// exportWeight.ts weighs an export's files, verdicts.ts judges the pages against targets.ts,
// deployBench.ts measures the worker and the deploys, report.ts and offlineReport.ts write the tables;
// /review is timed by scripts/bench-review.ts (--access-code for --export's).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BARE_PAGE_OUT, barePageBuilt, buildBarePage } from '../tools/perf/barePage.mjs';
import { BENCH_ACCESS_CODE, runner, timed, withContentCopy } from '../tools/perf/benchRun.ts';
import { buildInto, offlineFigures } from '../tools/perf/deployBench.ts';
import { chunksHolding, countPages, measureExport, measurePage } from '../tools/perf/exportWeight.ts';
import { offlineFails, offlineLines, offlineTable } from '../tools/perf/offlineReport.ts';
import { routeKind } from '../tools/perf/pageWeight.ts';
import { homeLine, searchChunkLines, searchTable, timingsTable, verdictLine, weightTable } from '../tools/perf/report.ts';
import { reviewCost, reviewLines } from '../tools/perf/reviewReport.ts';
import { checkFails, homeWithoutVideo, weightRows } from '../tools/perf/verdicts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTS = path.join(ROOT, 'bench/.out');
const SITE_OUT = path.join(OUTS, 'site');
const CONTENT = path.join(ROOT, 'content');
/** Ten times today's curriculum, as the offline figures are asked for it. */
const TEN_TIMES = 430;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const jsonFile = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const check = args.includes('--check');
const prebuilt = args.includes('--export') ? path.resolve(args[args.indexOf('--export') + 1]) : undefined;
const prebuiltBasePath = args.includes('--base-path') ? args[args.indexOf('--base-path') + 1].replace(/\/$/, '') : '';
const run = runner(ROOT);
const code = process.env.MEMBER_ACCESS_CODE || BENCH_ACCESS_CODE;
const readAccess = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'sealed/access.json'), 'utf8'));

const started = performance.now();
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, timings: {}, synthetic: [], offline: [] };

// --reuse-baseline: `npm test` has built bench/baseline beside the site's exports in this run.
const reuseBaseline = args.includes('--reuse-baseline') && barePageBuilt();
if (reuseBaseline) console.log('▶ reusing bench/baseline/out (built beside the exports in this run)');
const baseline = reuseBaseline
  ? { ok: true, seconds: undefined }
  : timed('build bench/baseline (bare Next.js page)', () => buildBarePage({ cold: true, stdio: 'pipe' }));
if (!baseline.ok) process.exit(1);
const basePage = measurePage(BARE_PAGE_OUT, path.join(BARE_PAGE_OUT, 'index.html'));
results.baseline = basePage;
results.timings.baselineBuild = baseline.seconds;

const realCheck = prebuilt ? { ok: true, skipped: true } : run.contentCheck('content:check (real content)');
results.timings.contentCheckReal = { ok: realCheck.ok, wallSeconds: realCheck.seconds, inProcessMs: realCheck.inProcessMs };

let real;
let pages = [];
if (prebuilt) {
  if (!fs.existsSync(path.join(prebuilt, 'index.html'))) {
    console.error(`${path.relative(ROOT, prebuilt)}/index.html does not exist: build that export first (bash scripts/build-e2e.sh real).`);
    process.exit(1);
  }
  console.log(
    `▶ measuring the export already built in ${path.relative(ROOT, prebuilt) || '.'}${prebuiltBasePath ? ` (base path ${prebuiltBasePath})` : ''}`,
  );
  real = { ok: true, prebuilt: true };
  pages = measureExport(prebuilt, prebuiltBasePath);
} else {
  // The phone-sized image copies the pages' srcset names (the synthetic builds share them).
  if (!run.tsx('generate the phone-sized images', 'scripts/generate-images.ts').ok) process.exit(1);
  // As `npm run build` leaves it (the pages' HTML carries their script hashes, then the worker),
  // since this export is moved to out/ at the end for `npm start`.
  real = buildInto(run, ROOT, 'build the site (real content)', SITE_OUT);
  results.timings.realBuild = { ok: real.ok, seconds: real.seconds };
  if (real.ok) pages = measureExport(SITE_OUT);
}
const deploys = { access: real.ok && !prebuilt ? readAccess(SITE_OUT) : undefined, code, browser: true };
if (real.ok && !prebuilt && !quick)
  results.offline.push(await offlineFigures(run, ROOT, 'real content', { dir: SITE_OUT }, { ...deploys, again: true, events: true }));

for (const count of prebuilt ? [] : [50, 200, TEN_TIMES]) {
  const generate = (dir) =>
    run.tsx(`generate ${count} synthetic submodules`, 'scripts/bench-synthetic.ts', [String(count)], { CONTENT_DIR: dir }).ok;
  const entry = await withContentCopy(CONTENT, `bench-content-${count}-`, generate, async (extraEnv) => {
    const contentCheck = extraEnv ? run.contentCheck(`content:check (real + ${count} synthetic)`, extraEnv) : { ok: false };
    const out = { count, contentCheck: { ok: contentCheck.ok, wallSeconds: contentCheck.seconds, inProcessMs: contentCheck.inProcessMs } };
    if (!extraEnv || quick) return { ...out, build: { ok: false, skipped: quick } };
    const dir = path.join(OUTS, `synthetic-${count}`);
    const built = buildInto(run, ROOT, `build the site (real + ${count} synthetic)`, dir, extraEnv);
    const result = { ...out, build: { ok: built.ok, seconds: built.seconds }, modulePages: countPages(path.join(dir, 'onboarding')) };
    if (built.ok && count === TEN_TIMES) {
      result.pages = weightRows(measureExport(dir), basePage.js);
      const label = `real + ${count} synthetic`;
      results.offline.push(await offlineFigures(run, ROOT, label, { dir, env: extraEnv }, { ...deploys, again: false, events: false }));
    }
    fs.rmSync(dir, { recursive: true, force: true });
    return result;
  });
  results.synthetic.push(entry);
}

// ── the curriculum search (lib/search), which the search box loads on its first focus ──
// The records the build seals and the time to index and search them (scripts/bench-search.ts) read the
// content only, so they are measured --quick or not: the real curriculum and +200 synthetic submodules.
// In the measured export, the lazy chunk holding MiniSearch (found by one of its messages) must be
// referenced by no page's HTML: it is fetched on focus, not at first load.
function searchCost(label, content, extraEnv) {
  const r = run.tsx(label, 'scripts/bench-search.ts', [], extraEnv);
  const line = r.ok ? r.output.split('\n').find((l) => l.startsWith('{')) : undefined;
  return { content, ...(line ? { ok: true, ...JSON.parse(line) } : { ok: false }) };
}
results.search = { records: [searchCost('search records (real content)', 'real content')] };
await withContentCopy(
  CONTENT,
  'bench-search-',
  (dir) => run.tsx('generate 200 synthetic submodules (search)', 'scripts/bench-synthetic.ts', ['200'], { CONTENT_DIR: dir }).ok,
  (extraEnv) =>
    extraEnv && results.search.records.push(searchCost('search records (real + 200 synthetic)', 'real + 200 synthetic', extraEnv)),
);
const searchedExport = prebuilt ?? (real.ok ? SITE_OUT : undefined);
if (searchedExport) results.search.chunks = chunksHolding(searchedExport, 'MiniSearch: ');

// ── /review with 1 MB of codes from 6,000 members (scripts/bench-review.ts): the longest task in Chromium ──
const reviewCode = prebuilt ? args.includes('--access-code') && args[args.indexOf('--access-code') + 1] : real.ok && code;
if (reviewCode) {
  const base = prebuilt && prebuiltBasePath ? ['--base-path', prebuiltBasePath] : [];
  const reviewArgs = [prebuilt ?? SITE_OUT, '--code', reviewCode, ...base];
  const r = run.tsx('/review with 1 MB of codes from 6,000 members (Chromium)', 'scripts/bench-review.ts', reviewArgs);
  results.review = reviewCost(r.ok, r.output);
}

// Leave the real export where `npm run build` leaves it, so `npm start` serves what was measured.
if (real.ok && !prebuilt) {
  fs.rmSync(path.join(ROOT, 'out'), { recursive: true, force: true });
  fs.renameSync(SITE_OUT, path.join(ROOT, 'out'));
}

// ── print ───────────────────────────────────────────────────────────────────────────────────────

const table = weightRows(pages, basePage.js);
results.pages = table;
console.log(weightTable(basePage, table));
if (!real.ok) console.log('  (the site did not build: no pages measured)');
const home = homeWithoutVideo(pages);
if (home) {
  results.homeWithoutVideo = home.bytes;
  console.log(homeLine(home));
}
const tenTimes = results.synthetic.find((s) => s.count === TEN_TIMES && s.pages);
if (tenTimes)
  console.log(weightTable(basePage, tenTimes.pages).replace('Page weight', `Page weight, real + ${TEN_TIMES} synthetic submodules`));

if (!prebuilt) {
  const modulePages = pages.filter((p) => routeKind(p.route) === 'module').length;
  const timings = { baselineSeconds: baseline.seconds, realCheck: results.timings.contentCheckReal, realBuild: real, modulePages };
  console.log(timingsTable({ ...timings, synthetic: results.synthetic }));
}
if (results.offline.length > 0) {
  console.log(offlineTable(results.offline));
  for (const line of offlineLines(results.offline)) console.log(line);
}
console.log(searchTable(results.search.records));
if (results.search.chunks) for (const line of searchChunkLines(results.search.chunks)) console.log(line);
if (results.review) console.log(reviewLines(results.review).join('\n'));
const allRows = [...table, ...(tenTimes?.pages ?? [])];
results.check = { misses: allRows.filter((r) => !r.pass).map((r) => r.label), offlineFails: offlineFails(results.offline) };
console.log(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
const verdict = verdictLine(allRows);
if (verdict) console.log(verdict);

if (jsonFile) {
  fs.writeFileSync(path.resolve(jsonFile), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`figures written to ${jsonFile}`);
}

// --check: the figures above gate CI. A site that did not build, or measured no page, or a /review task
// over its limit fails too.
if (check && (checkFails(real.ok, allRows) || results.check.offlineFails || results.review?.ok === false)) process.exit(1);
