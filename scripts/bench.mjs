#!/usr/bin/env node
// `npm run bench`: how heavy is each exported page next to a bare Next.js page, and how do the
// content check and the build grow with the curriculum? It measures; with --check it also gates:
// exit 1 when a page's first-load JavaScript misses its target (tools/perf/targets.ts) or when the
// site cannot be built at all.
//
// In one run it builds bench/baseline (a bare App Router page, same export settings), the site with
// the real content, then the site with 50 and 200 generated submodules added to a temporary copy of
// the content tree (CONTENT_DIR). Flags: --quick skips the two synthetic builds (their content
// check still runs); --json <file> also writes the figures as JSON (nothing is written by default);
// --check exits 1 when a page misses its first-load JavaScript target; --export <dir> [--base-path
// /p] measures an export that is already built (CI passes .e2e/real) instead of building the site,
// and skips the content and synthetic timings: only the bare page is built (a few seconds), or not
// even that with --reuse-baseline when bench/baseline/out exists (npm test builds it beside the exports).
//
// This script runs things; the tested work is in tools/perf/ (imported as .ts: tsx runs it):
// exportWeight.ts weighs an export's files, verdicts.ts judges the pages against targets.ts, and
// report.ts writes the tables.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BARE_PAGE_OUT, barePageBuilt, buildBarePage } from '../tools/perf/barePage.mjs';
import { chunksHolding, countPages, measureExport, measurePage } from '../tools/perf/exportWeight.ts';
import { routeKind } from '../tools/perf/pageWeight.ts';
import { homeLine, searchChunkLines, searchTable, timingsTable, verdictLine, weightTable } from '../tools/perf/report.ts';
import { checkFails, homeWithoutVideo, weightRows } from '../tools/perf/verdicts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const SITE_OUT = path.join(ROOT, 'bench/.out/site');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const jsonFile = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const check = args.includes('--check');
const prebuilt = args.includes('--export') ? path.resolve(args[args.indexOf('--export') + 1]) : undefined;
const prebuiltBasePath = args.includes('--base-path') ? args[args.indexOf('--base-path') + 1].replace(/\/$/, '') : '';

// ── running things ──────────────────────────────────────────────────────────────────────────────

function env(extra = {}) {
  const e = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_BASE_PATH: '',
    // As deployed: the contact form configured, the photo feed hidden (no token).
    MEMBER_ACCESS_CODE: process.env.MEMBER_ACCESS_CODE || 'bench-access-code',
    NEXT_PUBLIC_CONTACT_ENDPOINT: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || 'https://forms.test/submit',
    NEXT_PUBLIC_CONTACT_ACCESS_KEY: process.env.NEXT_PUBLIC_CONTACT_ACCESS_KEY || 'bench-key',
    ...extra,
  };
  if (!extra.CONTENT_DIR) delete e.CONTENT_DIR;
  delete e.NEXT_PUBLIC_PHOTO_FEED_TOKEN;
  return e;
}

/** Runs `spawn` (a spawnSync call), saying what it does, how long it took and, when it failed, its last lines. */
function timed(label, spawn) {
  process.stdout.write(`▶ ${label} … `);
  const started = performance.now();
  const r = spawn();
  const seconds = (performance.now() - started) / 1000;
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const ok = r.status === 0;
  console.log(`${ok ? 'done' : `FAILED (exit ${r.status})`} in ${seconds.toFixed(1)} s`);
  if (!ok) console.log(lastLines(output, 15));
  return { ok, seconds, output };
}

function run(label, command, commandArgs, { cwd = ROOT, extraEnv } = {}) {
  return timed(label, () => spawnSync(command, commandArgs, { cwd, env: env(extraEnv), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
}

const lastLines = (output, n) =>
  output
    .trim()
    .split('\n')
    .slice(-n)
    .map((l) => `    ${l}`)
    .join('\n');

/** A cold build, as CI and a fresh clone see it: Turbopack's persistent cache would flatter the timings. */
function build(label, cwd, extraEnv) {
  fs.rmSync(path.join(cwd, '.next/cache'), { recursive: true, force: true });
  return run(label, process.execPath, [NEXT, 'build'], { cwd, extraEnv });
}

function contentCheck(label, extraEnv) {
  const r = run(label, process.execPath, [TSX, 'scripts/content-check.ts'], { extraEnv });
  const inProcess = /\((\d+) ms\)/.exec(r.output);
  return { ...r, inProcessMs: inProcess ? Number(inProcess[1]) : undefined, collections: /(\d+) collections/.exec(r.output)?.[1] };
}

/** `then(generated, extraEnv)` with CONTENT_DIR a temporary copy of content/ plus `count` synthetic submodules. */
function withSynthetic(count, label, tmpPrefix, then) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  try {
    fs.cpSync(path.join(ROOT, 'content'), tmp, { recursive: true });
    const extraEnv = { CONTENT_DIR: tmp };
    const gen = run(label, process.execPath, [TSX, 'scripts/bench-synthetic.ts', String(count)], { extraEnv });
    return then(gen.ok, extraEnv);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, timings: {}, synthetic: [] };

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

const realCheck = prebuilt ? { ok: true, skipped: true } : contentCheck('content:check (real content)');
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
  fs.rmSync(path.join(ROOT, 'out'), { recursive: true, force: true });
  // The phone-sized image copies the pages' srcset names (the synthetic builds share them).
  const images = run('generate the phone-sized images', process.execPath, [TSX, 'scripts/generate-images.ts']);
  if (!images.ok) process.exit(1);
  real = build('build the site (real content)', ROOT);
  results.timings.realBuild = { ok: real.ok, seconds: real.seconds };
}
if (real.ok && !prebuilt) {
  fs.rmSync(SITE_OUT, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(SITE_OUT), { recursive: true });
  fs.renameSync(path.join(ROOT, 'out'), SITE_OUT);
  // As `npm run build` leaves it (the pages' HTML carries their script hashes), since this export
  // is moved to out/ at the end for `npm start`. The bare page has no policy and is left alone.
  const hardened = run('harden the export (scripts/harden-export.ts)', process.execPath, [TSX, 'scripts/harden-export.ts', SITE_OUT]);
  const worker =
    hardened.ok &&
    run('write the offline worker (scripts/offline-worker.ts)', process.execPath, [TSX, 'scripts/offline-worker.ts', SITE_OUT]);
  if (!hardened.ok || !worker.ok) real = { ...real, ok: false };
  else pages = measureExport(SITE_OUT);
}

for (const count of prebuilt ? [] : [50, 200]) {
  const entry = withSynthetic(count, `generate ${count} synthetic submodules`, `bench-content-${count}-`, (generated, extraEnv) => {
    const check = generated ? contentCheck(`content:check (real + ${count} synthetic)`, extraEnv) : { ok: false };
    let b = { ok: false, seconds: undefined, skipped: quick };
    let modulePages;
    if (generated && !quick) {
      fs.rmSync(path.join(ROOT, 'out'), { recursive: true, force: true });
      b = build(`build the site (real + ${count} synthetic)`, ROOT, extraEnv);
      modulePages = countPages(path.join(ROOT, 'out/onboarding'));
      fs.rmSync(path.join(ROOT, 'out'), { recursive: true, force: true });
    }
    const contentCheckTiming = { ok: check.ok, wallSeconds: check.seconds, inProcessMs: check.inProcessMs };
    return { count, contentCheck: contentCheckTiming, build: { ok: b.ok, seconds: b.seconds, skipped: b.skipped }, modulePages };
  });
  results.synthetic.push(entry);
}
// ── the curriculum search (lib/search), which the search box loads on its first focus ──
// The records the build seals and the time to index and search them (scripts/bench-search.ts) read the
// content only, so they are measured --quick or not: the real curriculum and +200 synthetic submodules.
// In the measured export, the lazy chunk holding MiniSearch (found by one of its messages) must be
// referenced by no page's HTML: it is fetched on focus, not at first load.
function searchCost(label, content, extraEnv) {
  const r = run(label, process.execPath, [TSX, 'scripts/bench-search.ts'], { extraEnv });
  const line = r.ok ? r.output.split('\n').find((l) => l.startsWith('{')) : undefined;
  return { content, ...(line ? { ok: true, ...JSON.parse(line) } : { ok: false }) };
}
results.search = { records: [searchCost('search records (real content)', 'real content')] };
withSynthetic(200, 'generate 200 synthetic submodules (search)', 'bench-search-', (generated, extraEnv) => {
  if (generated) results.search.records.push(searchCost('search records (real + 200 synthetic)', 'real + 200 synthetic', extraEnv));
});
const searchedExport = prebuilt ?? (real.ok ? SITE_OUT : undefined);
if (searchedExport) results.search.chunks = chunksHolding(searchedExport, 'MiniSearch: ');

// Leave the real export where `npm run build` leaves it, so `npm start` serves what was measured.
if (real.ok && !prebuilt) fs.renameSync(SITE_OUT, path.join(ROOT, 'out'));

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

if (!prebuilt) {
  const modulePages = pages.filter((p) => routeKind(p.route) === 'module').length;
  console.log(
    timingsTable({
      baselineSeconds: baseline.seconds,
      realCheck: results.timings.contentCheckReal,
      realBuild: real,
      modulePages,
      synthetic: results.synthetic,
    }),
  );
}
console.log(searchTable(results.search.records));
if (results.search.chunks) for (const line of searchChunkLines(results.search.chunks)) console.log(line);
results.check = { misses: table.filter((r) => !r.pass).map((r) => r.label) };
console.log(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
const verdict = verdictLine(table);
if (verdict) console.log(verdict);

if (jsonFile) {
  fs.writeFileSync(path.resolve(jsonFile), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`figures written to ${jsonFile}`);
}

// --check: the figures above gate CI. A site that did not build, or measured no page, fails too.
if (check && checkFails(real.ok, table)) process.exit(1);
