/**
 * How long the sign-in's PBKDF2 hash takes at the build's iteration count: in Node (wall and CPU
 * time), and in Chromium unthrottled and with 4x CPU throttling (Lighthouse's stand-in for a
 * mid-range phone), to compare with the one-second sign-in delay (SIGN_IN_DELAY_MS), during which the hash runs
 * (lib/auth/credentials.ts).
 *
 *   node scripts/measure-access-hash.mjs [runs=5]
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { ACCESS_ITERATIONS, deriveContentKey } from '../lib/seal/memberKey.mjs';

const runs = Number(process.argv[2] ?? 5);
const salt = '00112233445566778899aabbccddeeff';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)} ms`;

// Wall time and CPU time: on a shared machine the CPU time is the hash's own cost.
const node = [];
const nodeCpu = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  await deriveContentKey('a long random passphrase of several words', Buffer.from(salt, 'hex'), ACCESS_ITERATIONS);
  const used = process.cpuUsage(cpu);
  node.push(performance.now() - start);
  nodeCpu.push((used.user + used.system) / 1000);
}

const found = spawnSync(process.execPath, [new URL('./find-browser.mjs', import.meta.url).pathname], { encoding: 'utf8' });
if (found.status !== 0) {
  process.stderr.write(found.stderr);
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: found.stdout.trim() });
const page = await browser.newPage();
// 127.0.0.1 is a secure context, as WebCrypto requires; the page never leaves Playwright.
await page.route('http://127.0.0.1:9/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>hash</title>' }));
await page.goto('http://127.0.0.1:9/');
const hashInPage = (iterations) =>
  page.evaluate(async (n) => {
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode('a long random passphrase of several words'),
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    const start = performance.now();
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(16), iterations: n }, key, 256);
    return performance.now() - start;
  }, iterations);

const cdp = await page.context().newCDPSession(page);
const chromiumTimes = {};
for (const rate of [1, 4]) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await hashInPage(ACCESS_ITERATIONS));
  chromiumTimes[rate] = times;
}
await browser.close();

console.log(`PBKDF2-SHA-256, ${ACCESS_ITERATIONS.toLocaleString('en')} iterations, median of ${runs} (min-max):`);
console.log(
  `  Node ${process.version}:            ${ms(median(node))} (${ms(Math.min(...node))}-${ms(Math.max(...node))}), CPU time ${ms(median(nodeCpu))}`,
);
console.log(`  4 x Node's CPU time (a 4x slower phone): ${ms(4 * median(nodeCpu))}`);
for (const [rate, times] of Object.entries(chromiumTimes)) {
  console.log(
    `  Chromium, CPU ${rate}x${rate === '4' ? ' (mid-range phone)' : '                  '}: ${ms(median(times))} (${ms(Math.min(...times))}-${ms(Math.max(...times))})`,
  );
}
console.log("  Chromium's CPU throttling slows the page's main thread; WebCrypto hashes on another thread, so");
console.log("  the 4x row understates a phone: read the '4 x Node's CPU time' row as the phone's estimate.");
console.log('  The sign-in waits 1000 ms while hashing: a hash under that adds nothing to the wait.');
