#!/usr/bin/env node
// `npm run bench` (run with tsx, which lets this script import the tested helpers in lib/perf/):
// how heavy is each exported page next to a bare Next.js page, and how do the
// content check and the build grow with the curriculum? It measures; with --check it also gates:
// exit 1 when a page's first-load JavaScript misses its target (lib/perf/targets.ts) or when the
// site cannot be built at all.
//
// In one run it builds bench/baseline (a bare App Router page, same export settings), the site with
// the real content, then the site with 50 and 200 generated submodules added to a temporary copy of
// the content tree (CONTENT_DIR). Flags: --quick skips the two synthetic builds (their content
// check still runs); --json <file> also writes the figures as JSON (nothing is written by default);
// --check exits 1 when a page misses its first-load JavaScript target; --export <dir> [--base-path
// /p] measures an export that is already built (CI passes .e2e/real) instead of building the site,
// and skips the content and synthetic timings: only the bare page is built (a few seconds).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { cssUrls, isTextAsset, minMedianMax, referencedAssets, routeKind as kindOf } from '../lib/perf/pageWeight.ts';
import { jsVerdict } from '../lib/perf/targets.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const BASELINE = path.join(ROOT, 'bench/baseline');
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

function run(label, command, commandArgs, { cwd = ROOT, extraEnv } = {}) {
  process.stdout.write(`▶ ${label} … `);
  const started = performance.now();
  const r = spawnSync(command, commandArgs, { cwd, env: env(extraEnv), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const ok = r.status === 0;
  console.log(`${ok ? 'done' : `FAILED (exit ${r.status})`} in ${seconds.toFixed(1)} s`);
  if (!ok) console.log(output.trim().split('\n').slice(-15).map((l) => `    ${l}`).join('\n'));
  return { ok, seconds, output };
}

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

// ── measuring an export ─────────────────────────────────────────────────────────────────────────

const gzipCache = new Map();
function transferBytes(file) {
  if (!gzipCache.has(file)) {
    const data = fs.readFileSync(file);
    gzipCache.set(file, isTextAsset(file) ? zlib.gzipSync(data, { level: 9 }).length : data.length);
  }
  return gzipCache.get(file);
}

function walk(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

function localFile(outDir, url, from = '/') {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  let clean = decodeURIComponent(url.split(/[?#]/)[0]);
  // An export built under a base path (--export .e2e/real --base-path /nt-base) references /nt-base/...
  if (prebuiltBasePath && outDir === prebuilt && clean.startsWith(`${prebuiltBasePath}/`)) clean = clean.slice(prebuiltBasePath.length);
  const file = path.join(outDir, clean.startsWith('/') ? clean : path.join(path.dirname(from), clean));
  return file.startsWith(outDir) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

function measurePage(outDir, htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const refs = referencedAssets(html);
  const sum = (urls, from) => [...urls].map((u) => localFile(outDir, u, from)).filter(Boolean).reduce((n, f) => n + transferBytes(f), 0);
  const js = sum([...refs.js].filter((u) => u.includes('/_next/')));
  const css = sum(refs.css);
  // Fonts and images a stylesheet pulls in (url(...)) are part of the page's weight too.
  const fromCss = new Set();
  for (const href of refs.css) {
    const cssFile = localFile(outDir, href);
    if (!cssFile) continue;
    for (const url of cssUrls(fs.readFileSync(cssFile, 'utf8'))) {
      const f = localFile(outDir, url, `/${path.relative(outDir, cssFile)}`);
      if (f) fromCss.add(f);
    }
  }
  const media = sum(refs.media) + [...fromCss].reduce((n, f) => n + transferBytes(f), 0);
  const video = sum(refs.video);
  const htmlBytes = transferBytes(htmlFile);
  const route = `/${path.relative(outDir, path.dirname(htmlFile)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/');
  return { route: htmlFile.endsWith('404.html') ? '/404.html' : route, js, html: htmlBytes, css, media, video, total: htmlBytes + js + css + media + video };
}

function measureExport(outDir) {
  // _not-found/ and 404/ are copies of 404.html that no visitor reaches by their own address.
  const pages = walk(outDir).filter((f) => f.endsWith(`${path.sep}index.html`) && !/^(_|404\b)/.test(path.relative(outDir, f)));
  const notFound = path.join(outDir, '404.html');
  if (fs.existsSync(notFound)) pages.push(notFound);
  return pages.map((f) => measurePage(outDir, f)).sort((a, b) => a.route.localeCompare(b.route));
}

// ── reporting ───────────────────────────────────────────────────────────────────────────────────

const kB = (n) => (n / 1000).toFixed(1);

function rows(pages, baseJs) {
  const out = [];
  const verdict = (kind, js) => jsVerdict(kind, js, baseJs);
  for (const p of pages.filter((x) => kindOf(x.route) !== 'module')) out.push({ label: p.route, kind: kindOf(p.route), ...p, ...verdict(kindOf(p.route), p.js) });
  const modules = pages.filter((x) => kindOf(x.route) === 'module');
  if (modules.length > 0) {
    const example = modules.find((m) => m.route === '/onboarding/softwareB1/1_1/') ?? modules[0];
    const stat = (k) => minMedianMax(modules.map((m) => m[k]));
    const [jsMin, jsMed, jsMax] = stat('js');
    const [, , totalMax] = stat('total');
    out.push({ label: `${modules.length} module pages: min`, kind: 'module', js: jsMin, total: stat('total')[0], ...verdict('module', jsMin) });
    out.push({ label: `${modules.length} module pages: median`, kind: 'module', js: jsMed, total: stat('total')[1], ...verdict('module', jsMed) });
    out.push({ label: `${modules.length} module pages: max`, kind: 'module', js: jsMax, total: totalMax, ...verdict('module', jsMax) });
    out.push({ label: `e.g. ${example.route}`, kind: 'module', ...example, ...verdict('module', example.js) });
  }
  return out;
}

function printTable(title, header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const r of body) console.log(line(r));
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, timings: {}, synthetic: [] };

const baseline = build('build bench/baseline (bare Next.js page)', BASELINE);
if (!baseline.ok) process.exit(1);
const basePage = measurePage(path.join(BASELINE, 'out'), path.join(BASELINE, 'out/index.html'));
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
  console.log(`▶ measuring the export already built in ${path.relative(ROOT, prebuilt) || '.'}${prebuiltBasePath ? ` (base path ${prebuiltBasePath})` : ''}`);
  real = { ok: true, prebuilt: true };
  pages = measureExport(prebuilt);
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
  if (!hardened.ok) real = { ...real, ok: false };
  else pages = measureExport(SITE_OUT);
}

const hasOnboardingLoader = fs.existsSync(path.join(ROOT, 'lib/content/onboarding.ts'));
for (const count of prebuilt ? [] : [50, 200]) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-content-${count}-`));
  try {
    fs.cpSync(path.join(ROOT, 'content'), tmp, { recursive: true });
    const extraEnv = { CONTENT_DIR: tmp };
    const gen = run(`generate ${count} synthetic submodules`, process.execPath, [TSX, 'scripts/bench-synthetic.ts', String(count)], { extraEnv });
    const check = gen.ok ? contentCheck(`content:check (real + ${count} synthetic)`, extraEnv) : { ok: false };
    let b = { ok: false, seconds: undefined, skipped: quick };
    let modulePages;
    if (gen.ok && !quick) {
      fs.rmSync(path.join(ROOT, 'out'), { recursive: true, force: true });
      b = build(`build the site (real + ${count} synthetic)`, ROOT, extraEnv);
      const onboardingOut = path.join(ROOT, 'out/onboarding');
      modulePages = fs.existsSync(onboardingOut) ? walk(onboardingOut).filter((f) => f.endsWith('index.html')).length : 0;
      fs.rmSync(path.join(ROOT, 'out'), { recursive: true, force: true });
    }
    results.synthetic.push({ count, contentCheck: { ok: check.ok, wallSeconds: check.seconds, inProcessMs: check.inProcessMs }, build: { ok: b.ok, seconds: b.seconds, skipped: b.skipped }, modulePages });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
// ── the curriculum search (lib/search), which the search box loads on its first focus ──
// The records the build seals and the time to index and search them (scripts/bench-search.ts) read the
// content only, so they are measured --quick or not: the real curriculum and +200 synthetic submodules.
// In the measured export, the lazy chunk holding MiniSearch (found by one of its messages) must be
// referenced by no page's HTML: it is fetched on focus, not at first load.
function searchCost(label, extraEnv) {
  const r = run(label, process.execPath, [TSX, 'scripts/bench-search.ts'], { extraEnv });
  const line = r.ok ? r.output.split('\n').find((l) => l.startsWith('{')) : undefined;
  return line ? { ok: true, ...JSON.parse(line) } : { ok: false };
}
results.search = { records: [] };
{
  results.search.records.push({ content: 'real content', ...searchCost('search records (real content)') });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  try {
    fs.cpSync(path.join(ROOT, 'content'), tmp, { recursive: true });
    const gen = run('generate 200 synthetic submodules (search)', process.execPath, [TSX, 'scripts/bench-synthetic.ts', '200'], { extraEnv: { CONTENT_DIR: tmp } });
    if (gen.ok) results.search.records.push({ content: 'real + 200 synthetic', ...searchCost('search records (real + 200 synthetic)', { CONTENT_DIR: tmp }) });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const exportDir = prebuilt ?? (real.ok ? SITE_OUT : undefined);
  if (exportDir) {
    const chunks = walk(path.join(exportDir, '_next')).filter((f) => f.endsWith('.js') && fs.readFileSync(f, 'utf8').includes('MiniSearch: '));
    const html = walk(exportDir).filter((f) => f.endsWith('.html'));
    results.search.chunks = chunks.map((f) => ({
      file: path.relative(exportDir, f),
      gzipBytes: transferBytes(f),
      inFirstLoad: html.some((h) => fs.readFileSync(h, 'utf8').includes(path.basename(f))),
    }));
  }
}

// Leave the real export where `npm run build` leaves it, so `npm start` serves what was measured.
if (real.ok && !prebuilt) fs.renameSync(SITE_OUT, path.join(ROOT, 'out'));

// ── print ───────────────────────────────────────────────────────────────────────────────────────

const baseJs = basePage.js;
const table = rows(pages, baseJs);
results.pages = table;
printTable(
  `Page weight (gzip for text; first-load JS = /_next/ scripts the HTML references; baseline first-load JS ${kB(baseJs)} kB, total ${kB(basePage.total)} kB)`,
  ['route', 'first-load JS kB', '× baseline', 'target', '', 'HTML kB', 'CSS kB', 'images+fonts kB', 'video kB', 'total kB'],
  [
    ['bare baseline page', kB(baseJs), '1.00', '', '', kB(basePage.html), kB(basePage.css), kB(basePage.media), kB(basePage.video), kB(basePage.total)],
    ...table.map((r) => [
      r.label,
      kB(r.js),
      r.ratio.toFixed(2),
      `≤ ${r.target}`,
      r.pass ? 'PASS' : 'FAIL',
      r.html === undefined ? '' : kB(r.html),
      r.css === undefined ? '' : kB(r.css),
      r.media === undefined ? '' : kB(r.media),
      r.video === undefined ? '' : kB(r.video),
      kB(r.total),
    ]),
  ],
);
if (!real.ok) console.log('  (the site did not build: no pages measured)');

const home = pages.find((p) => p.route === '/');
if (home) {
  const withoutVideo = home.total - home.video;
  results.homeWithoutVideo = withoutVideo;
  console.log(`\nHome page total transfer without the video: ${kB(withoutVideo)} kB (${withoutVideo <= 1_000_000 ? 'PASS' : 'FAIL'}: target < 1 MB); the video adds ${kB(home.video)} kB`);
}

const s = (x) => (x === undefined ? '' : `${x.toFixed(1)} s`);
const ms = (x) => (x === undefined ? '' : `${x} ms`);
if (!prebuilt) printTable(
  'Timings (wall clock, including tsx/Next start-up; cold builds, .next/cache removed first; "in-process" is the content check alone)',
  ['what', 'content:check', 'in-process', 'build', 'module pages built'],
  [
    ['bare baseline', '', '', s(baseline.seconds), ''],
    [
      'real content',
      realCheck.ok ? s(realCheck.seconds) : 'FAILED',
      ms(realCheck.inProcessMs),
      real.ok ? s(real.seconds) : 'FAILED',
      String(pages.filter((p) => kindOf(p.route) === 'module').length),
    ],
    ...results.synthetic.map((r) => [
      `real + ${r.count} synthetic`,
      r.contentCheck.ok ? s(r.contentCheck.wallSeconds) : 'FAILED',
      ms(r.contentCheck.inProcessMs),
      r.build.skipped ? 'skipped (--quick)' : r.build.ok ? s(r.build.seconds) : 'FAILED',
      r.modulePages === undefined ? '' : String(r.modulePages),
    ]),
  ],
);
if (!hasOnboardingLoader && !prebuilt) {
  console.log('\nNote: lib/content/onboarding.ts does not exist yet, so content:check and the build do not read submodule files:');
  console.log('the synthetic timings only cover what exists today (blocks, site) and will grow once the onboarding loader lands.');
}
printTable(
  'Curriculum search: the records sealed as \'search\' (JSON) and the work in the browser on first focus (timed in Node)',
  ['content', 'submodules', 'records kB', 'gzip kB', 'build records', 'build index', 'one query'],
  results.search.records.map((r) =>
    r.ok ? [r.content, String(r.submodules), kB(r.jsonBytes), kB(r.gzipBytes), `${r.recordsMs.toFixed(0)} ms`, `${r.indexMs.toFixed(0)} ms`, `${r.queryMs.toFixed(1)} ms`] : [r.content, 'FAILED', '', '', '', '', ''],
  ),
);
if (results.search.chunks) {
  if (results.search.chunks.length === 0) console.log('\nSearch code: no chunk holding MiniSearch found in the export.');
  for (const c of results.search.chunks)
    console.log(`\nSearch code (MiniSearch + lib/search/query): ${c.file}, ${kB(c.gzipBytes)} kB gzip, ${c.inFirstLoad ? 'REFERENCED BY A PAGE (first load!)' : 'loaded on the search box\'s first focus only'}`);
}
const misses = table.filter((r) => !r.pass);
results.check = { misses: misses.map((r) => r.label) };
console.log(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (misses.length > 0) console.log(`${misses.length} page(s) miss their first-load JavaScript target: ${misses.map((r) => `${r.label} ${r.ratio.toFixed(2)}× (≤ ${r.target})`).join(', ')}`);
else if (pages.length > 0) console.log('Every page is within its first-load JavaScript target.');

if (jsonFile) {
  fs.writeFileSync(path.resolve(jsonFile), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`figures written to ${jsonFile}`);
}

// --check: the figures above gate CI. A site that did not build, or measured no page, fails too.
if (check && (!real.ok || pages.length === 0 || misses.length > 0)) process.exit(1);
