#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12.6 (the one @lhci/cli 0.15 bundles; it runs on Node 20) with
// its mobile defaults (simulated slow 4G, 4x CPU slowdown) over the real-content export (.e2e/real,
// built if missing, served under /nt-base by scripts/serve-static.mjs) and, in the same run and
// browser, the bare Next.js page of bench/baseline, so the two can be compared.
// Both are served as GitHub Pages serves them: gzip-compressed, over TLS and HTTP/2 (a throwaway
// certificate made by openssl). Lighthouse's simulation models the connections it observed, and a
// page of twenty small files costs far more over HTTP/1.1's six connections than over one HTTP/2
// connection; --http1 measures over plain HTTP/1.1 instead (and is what runs without openssl).
// Lighthouse runs through its Node API on a page we open ourselves: before a members' page is
// audited, the browser signs in through the sign-in form with 'Keep me signed in', as a returning
// member has, then forgets its HTTP cache, so the audit is of that member's cold visit. Flags: --ci
// audits only what it gates, accessibility, best practices and SEO, and not the bare page: `npm test`
// runs it beside the e2e tests, where speed figures would measure the tests' load, not the pages
// (measure speed with this script alone, on a quiet machine); --runs <n> audits every page n times, one round
// after another, and reports each figure's median with its range; --json <file> writes the figures;
// --verbose prints each page's largest-paint element and its phases; --reports <dir> keeps each full
// Lighthouse report (JSON, open it in the Lighthouse viewer); --only /,/about/ audits those pages
// (and the bare page) alone; --reuse-baseline audits bench/baseline/out as it is when it exists
// (npm test and `npm run bench` build it: scripts/bare-page.mjs).
// Env: CHROMIUM_PATH (else the browser finder), LIGHTHOUSE_PORT (first of two ports, default 4551).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { auditTargets, failingAudits, lcpDetails, scoresOf } from '../tools/perf/lighthouseAudit.ts';
import { gatesTable, lighthouseTable } from '../tools/perf/lighthouseTable.ts';
import { gateFailures } from '../tools/perf/targets.ts';
import { openAccess } from '../lib/seal/crypto.ts';
import { BARE_PAGE_OUT, barePageBuilt, buildBarePage } from '../tools/perf/barePage.mjs';
import { forgetSignIn, signInThroughForm } from '../tools/perf/lighthouseSession.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = path.join(ROOT, '.e2e/real');
const BASE_PATH = '/nt-base';
const args = process.argv.slice(2);
const ci = args.includes('--ci');
const verbose = args.includes('--verbose');
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const jsonFile = valueOf('--json');
const reportDir = valueOf('--reports') && path.resolve(valueOf('--reports'));
const only = valueOf('--only')?.split(',');
const runs = Math.max(1, Number(valueOf('--runs')) || 1);
const firstPort = Number(process.env.LIGHTHOUSE_PORT ?? 4551);
const http1 = args.includes('--http1') || !hasOpenssl();
const scheme = http1 ? 'http' : 'https';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', ...(http1 ? [] : ['--ignore-certificate-errors'])];

// Lighthouse, its puppeteer-core and chrome-launcher are resolved through @lhci/cli, the one we
// depend on, so the script uses exactly the versions lhci ships, wherever npm placed them.
const fromLhci = createRequire(createRequire(import.meta.url).resolve('@lhci/cli/package.json'));
const lighthouseDir = path.dirname(fromLhci.resolve('lighthouse/package.json'));
const fromLighthouse = createRequire(path.join(lighthouseDir, 'package.json'));
const importFrom = (require, name) => import(pathToFileURL(require.resolve(name)).href);

function hasOpenssl() {
  if (spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0) return true;
  console.warn('⚠ openssl not found (apt-get install openssl): measuring over HTTP/1.1, which GitHub Pages does not use');
  return false;
}

/** The browser, found the way the tests find it (tools/browser/findBrowser.mjs), or a stop that says how to get one. */
async function browserPath() {
  const { findBrowser } = await import(pathToFileURL(path.join(ROOT, 'tools/browser/findBrowser.mjs')).href);
  const found = findBrowser();
  if (found.path) return found.path;
  console.error(found.problem);
  process.exit(1);
}

function mustRun(label, command, commandArgs, options = {}) {
  console.log(`▶ ${label}`);
  const r = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    ...options,
  });
  if (r.status !== 0) {
    console.error(`${label} failed (exit ${r.status})`);
    process.exit(1);
  }
}

function serve(dir, port, basePath = '') {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-static.mjs'), dir, String(port), basePath], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SERVE_HTTPS: http1 ? '' : '1' },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the static server for ${dir} stopped (exit ${code}); is port ${port} free?`)));
    child.stdout.once('data', () => resolve(child));
  });
}

/** The path of the export's first module page (no module title is written here: content is data). */
function modulePagePath() {
  const moduleDir = fs
    .readdirSync(path.join(SITE, 'onboarding'), { recursive: true })
    .filter((f) => f.endsWith(`${path.sep}index.html`))
    .sort()[0];
  if (!moduleDir) throw new Error(`${SITE}/onboarding holds no module page`);
  return `/onboarding/${path.dirname(moduleDir).split(path.sep).join('/')}/`;
}

/** The code scripts/build-e2e.sh builds the real export with. */
const REAL_ACCESS_CODE = process.env.E2E_REAL_ACCESS_CODE ?? 'real-smoke-code-2291';

/** Stops early, with the command that fixes it, when the export was built with another code. */
async function checkAccessCode() {
  const access = JSON.parse(fs.readFileSync(path.join(SITE, 'sealed/access.json'), 'utf8'));
  if (!(await openAccess(access, REAL_ACCESS_CODE)))
    throw new Error(
      `.e2e/real was not built with the access code ${REAL_ACCESS_CODE} (E2E_REAL_ACCESS_CODE): rebuild it with scripts/build-e2e.sh real`,
    );
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
if (!fs.existsSync(path.join(SITE, 'index.html')))
  mustRun('build the real-content export (.e2e/real)', 'bash', ['scripts/build-e2e.sh', 'real']);
if (ci) console.log('▶ --ci: accessibility, best practices and SEO only (no speed figures, no bare page)');
else if (args.includes('--reuse-baseline') && barePageBuilt()) console.log('▶ reusing bench/baseline/out (built earlier)');
else {
  console.log('▶ build bench/baseline (bare Next.js page)');
  const built = buildBarePage({ stdio: 'pipe' });
  if (built.status !== 0) {
    console.error(`${built.stdout ?? ''}${built.stderr ?? ''}\nbuild bench/baseline (bare Next.js page) failed (exit ${built.status})`);
    process.exit(1);
  }
}

const servers = [await serve(SITE, firstPort, BASE_PATH), ...(ci ? [] : [await serve(BARE_PAGE_OUT, firstPort + 1)])];
const { default: lighthouse } = await importFrom(fromLhci, 'lighthouse');
const chromeLauncher = await importFrom(fromLighthouse, 'chrome-launcher');
const { default: puppeteer } = await importFrom(fromLighthouse, 'puppeteer-core');
const chromePath = await browserPath();
console.log(
  `▶ Lighthouse ${fromLhci('lighthouse/package.json').version}, mobile defaults, ${runs === 1 ? 'one run' : `${runs} runs`} per URL, over ${http1 ? 'HTTP/1.1' : 'HTTPS and HTTP/2'}, in ${chromePath}`,
);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });

const results = [];
await checkAccessCode();
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const rounds = Array.from({ length: runs }, (_, i) => i + 1);
  const siteUrl = `${scheme}://127.0.0.1:${firstPort}${BASE_PATH}`;
  const pages = auditTargets(siteUrl, `${scheme}://127.0.0.1:${firstPort + 1}`, modulePagePath(), only).filter((t) => !(ci && t.bare));
  for (const [run, target] of rounds.flatMap((r) => pages.map((t) => [r, t]))) {
    if (target.signedIn) await signInThroughForm(browser, siteUrl, REAL_ACCESS_CODE);
    else if (!target.bare) await forgetSignIn(browser, siteUrl);
    const page = await browser.newPage();
    const t0 = performance.now();
    // Members' pages are noindex on purpose: their SEO score leaves out the crawlability audit. Their
    // audit keeps storage (the kept sign-in); signInThroughForm has emptied the cache instead.
    // --ci skips the full-page screenshot, which only a report's element pictures use and no gate
    // reads: the run beside the e2e tests then took 47 CPU-seconds where it took 58.
    const flags = {
      logLevel: 'error',
      output: 'json',
      ...(ci ? { onlyCategories: ['accessibility', 'best-practices', 'seo'], disableFullPageScreenshot: true } : {}),
      ...(target.signedIn ? { skipAudits: ['is-crawlable'], disableStorageReset: true } : {}),
    };
    const audit = await lighthouse(target.url, flags, undefined, page);
    await page.close();
    const lhr = audit?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not audit ${target.url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(
        path.join(reportDir, `${target.bare ? 'bare' : target.path.replace(/\W+/g, '_') || 'home'}${runs > 1 ? `-run${run}` : ''}.json`),
        JSON.stringify(lhr),
      );
    }
    const scores = scoresOf(lhr);
    const lcp = lcpDetails(lhr);
    const finalUrl = lhr.finalDisplayedUrl;
    results.push({
      ...target,
      run,
      protocol: lhr.audits['network-requests']?.details?.items?.[0]?.protocol,
      scores,
      lcp,
      finalUrl,
      failing: Object.fromEntries(['accessibility', 'best-practices', 'seo'].map((c) => [c, failingAudits(lhr, c)])),
    });
    const figures = ci
      ? `accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}`
      : `performance ${scores.performance}, LCP ${(scores.lcpMs / 1000).toFixed(1)} s`;
    console.log(`  ${runs > 1 ? `run ${run}, ` : ''}${target.label}: ${figures} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    if (verbose) console.log(`    LCP element: ${lcp.element}\n    phases: ${lcp.phases}\n    final URL: ${finalUrl}`);
    if (!target.signedIn && !target.bare && new URL(finalUrl).pathname !== new URL(target.url).pathname)
      throw new Error(`${target.url} ended at ${finalUrl}: a visitor's audit measured another page`);
    if (target.signedIn && /\/login\/?(\?|$)/.test(new URL(finalUrl).pathname))
      throw new Error(`${target.url} was redirected to sign-in: the session was not set`);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  servers.forEach((s) => s.kill());
}

console.log(`\n${(ci ? gatesTable(results) : lighthouseTable(results)).join('\n')}`);

// The gates hold every run: accessibility and the rest do not move with the machine's load.
const failures = results
  .filter((r) => !r.bare)
  .map((r) => ({ r, why: gateFailures(r.scores) }))
  .filter((f) => f.why.length > 0);
if (jsonFile) fs.writeFileSync(path.resolve(jsonFile), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`\nlighthouse finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (failures.length > 0) {
  console.log(`\n${failures.length} page(s) miss a gate (accessibility 100, best practices ≥ 95, SEO ≥ 95):`);
  for (const { r, why } of failures) {
    console.log(`  ${r.label}${runs > 1 ? ` (run ${r.run})` : ''}: ${why.join(', ')}`);
    for (const [category, audits] of Object.entries(r.failing)) for (const a of audits) console.log(`    ${category}: ${a}`);
  }
  if (ci) process.exit(1);
} else console.log('Every page passes the gates (accessibility 100, best practices ≥ 95, SEO ≥ 95).');
