/**
 * How long /review stops answering with thousands of members, in Chromium: the longest main-thread
 * task (PerformanceObserver 'longtask') while 1 MB of codes from thousands of members is pasted, while
 * it is read and drawn (table, count line, charts), and while a kept table of that size opens after a
 * reload, beside the same reload with nothing kept. A task over LONG_TASK_LIMIT_MS is a page that
 * feels stuck: the benchmark fails on it (scripts/bench-review.ts, run by `npm run bench`).
 *
 * The export is served as GitHub Pages serves it (tools/serve), the member signs in through the form,
 * the offline worker is kept out (it would answer from its cache).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { pasteInto } from '@/tools/perf/paste';
import { findBrowser } from '@/tools/browser/findBrowser.mjs';
import { handler } from '@/tools/serve/staticServer.mjs';

/** Longer than this, a task is a page that does not answer a click or a key. */
export const LONG_TASK_LIMIT_MS = 200;

export type ReviewTimings = {
  members: number;
  /** The longest task while the 1 MB is put in the paste box. */
  pasteMs: number;
  /** The longest task from 'Read pasted text' until the table, its pages and the charts show, and that wait in seconds. */
  readMs: number;
  readSeconds: number;
  /** The longest task of a reload with that table kept, until it shows, and of a reload with nothing kept. */
  keptMs: number;
  keptSeconds: number;
  emptyMs: number;
};

/** Every long task of the document, kept in the page for the measurement to read. */
const RECORD_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** The longest task that ended after `since` (page time): entries arrive once a task is over, so after a moment of rest. */
async function longestSince(page: Page, since = 0): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...(window as unknown as { __longTasks: { start: number; end: number }[] }).__longTasks
          .filter((t) => t.end > from)
          .map((t) => t.end - t.start),
      ),
    since,
  );
}

async function signIn(page: Page, accessCode: string) {
  await page.goto('login/');
  const submit = page.locator('button[type="submit"]:not([disabled])');
  await submit.waitFor({ timeout: 60_000 });
  await page.locator('#fullName').fill('Bench Officer');
  await page.locator('#eid').fill('bench1');
  await page.locator('#password').fill(accessCode);
  await Promise.all([page.waitForURL(/\/member\/$/, { timeout: 60_000 }), submit.click()]);
}

/** The table of `members` rows drawn, with its pages and the charts. */
async function tableShown(page: Page, members: number) {
  const wait = { timeout: 180_000 };
  await page.getByText(new RegExp(`^${members} members: `)).waitFor(wait);
  await page.getByText(`Members 1–100 of ${members}`).waitFor(wait);
  await page.getByText('Finished, of the members of each team in the table').waitFor(wait);
}

export async function measureReview(options: {
  exportDir: string;
  basePath?: string;
  accessCode: string;
  paste: { text: string; members: number };
}): Promise<ReviewTimings> {
  const server = http.createServer(handler(options.exportDir, options.basePath ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const found = findBrowser();
  if (!found.path) throw new Error(found.problem);
  const browser = await chromium.launch({ executablePath: found.path });
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}${options.basePath ?? ''}/`,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(RECORD_LONG_TASKS);
    await signIn(page, options.accessCode);
    await page.goto('review/');
    const box = page.getByLabel('Paste report e-mails');
    await box.waitFor();
    const { members } = options.paste;

    const beforePaste = await pageNow(page);
    await pasteInto(box, options.paste.text);
    const pasteMs = await longestSince(page, beforePaste);

    const beforeRead = await pageNow(page);
    const readStarted = performance.now();
    await page.getByRole('button', { name: 'Read pasted text' }).click();
    await tableShown(page, members);
    const readSeconds = (performance.now() - readStarted) / 1000;
    const readMs = await longestSince(page, beforeRead);

    await page.getByLabel('Keep this table in this browser').check();
    const keptStarted = performance.now();
    await page.reload();
    await tableShown(page, members);
    const keptSeconds = (performance.now() - keptStarted) / 1000;
    const keptMs = await longestSince(page);

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.reload();
    await page.getByText('0 members: 0 complete, 0 in progress, 0 not started').waitFor();
    const emptyMs = await longestSince(page);
    return { members, pasteMs, readMs, readSeconds, keptMs, keptSeconds, emptyMs };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The tasks over the limit, in words; empty when /review kept answering. */
export function reviewVerdicts(t: ReviewTimings): string[] {
  const over = (ms: number, what: string) =>
    ms > LONG_TASK_LIMIT_MS ? [`${what}: a task of ${Math.round(ms)} ms, over the ${LONG_TASK_LIMIT_MS} ms limit`] : [];
  return [
    ...over(t.pasteMs, `pasting 1 MB of codes from ${t.members} members`),
    ...over(t.readMs, 'reading them and drawing the table'),
    ...over(t.keptMs, 'opening the page with that table kept'),
  ];
}
