/**
 * What the offline worker downloads in the background, measured by `npm run bench` in Chromium on an
 * export served as GitHub Pages serves it (gzip, tools/serve): a visitor who opens the home page and
 * stays; a member signed in (the session as the sign-in form leaves it) who opens Member Home and
 * stays until the worker has cached the site. Over the wire: the encoded bodies and headers of the
 * requests the worker made. Stored: the bytes this site's caches hold afterwards.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserContext } from '@playwright/test';
import { MEMBER_STORAGE_KEY } from '@/lib/auth/member';
import { KEY_STORAGE_KEY } from '@/lib/seal/access';
import { accessId, openAccess, toBase64, type AccessRecord } from '@/lib/seal/crypto';
import { findBrowser } from '@/tools/browser/findBrowser.mjs';
import { handler } from '@/tools/serve/staticServer.mjs';

/** What the worker fetched (requests it made, their bytes on the wire) and what the caches then hold. */
export type BackgroundCost = { registered: boolean; requests: number; wireBytes: number; cachedEntries: number; cachedBytes: number };

/** Serves `dir` (under `basePath`) on a free port for `visit`, then stops. */
async function served<T>(dir: string, basePath: string, visit: (origin: string) => Promise<T>): Promise<T> {
  const server = http.createServer(handler(dir, basePath));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await visit(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

/** Counts the requests a service worker makes in `context`, and their bytes on the wire. */
function workerTraffic(context: BrowserContext) {
  const traffic = { requests: 0, wireBytes: 0 };
  const pending: Promise<void>[] = [];
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    pending.push(
      request.sizes().then((sizes) => {
        traffic.requests += 1;
        traffic.wireBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return traffic;
  };
}

/** The entries and bytes this origin's caches hold, read in the page. */
const cachesHeld = () =>
  caches.keys().then(async (names) => {
    let entries = 0;
    let bytes = 0;
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        entries += 1;
        bytes += (await (await cache.match(request))!.arrayBuffer()).byteLength;
      }
    }
    return { entries, bytes };
  });

async function inBrowser<T>(dir: string, visit: (context: BrowserContext, origin: string) => Promise<T>, basePath = ''): Promise<T> {
  const found = findBrowser();
  if (!found.path) throw new Error(found.problem);
  const browser = await chromium.launch({ executablePath: found.path });
  try {
    return await served(dir, basePath, async (origin) => visit(await browser.newContext({ serviceWorkers: 'allow' }), origin));
  } finally {
    await browser.close();
  }
}

/** A visitor on the home page for `seconds` after it has loaded (`basePath`: the export's, e.g. .e2e/real's /nt-base). */
export function visitorCost(dir: string, seconds: number, basePath = ''): Promise<BackgroundCost> {
  return inBrowser(
    dir,
    async (context, origin) => {
      const traffic = workerTraffic(context);
      const page = await context.newPage();
      await page.goto(`${origin}${basePath}/`, { waitUntil: 'load' });
      await page.waitForTimeout(seconds * 1000);
      const registered = await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean));
      const held = await page.evaluate(cachesHeld);
      return { registered, ...(await traffic()), cachedEntries: held.entries, cachedBytes: held.bytes };
    },
    basePath,
  );
}

/** A member signed in with `code` on Member Home, until the worker is active (at most `timeoutSeconds`). */
export function memberCost(dir: string, access: AccessRecord, code: string, timeoutSeconds = 180): Promise<BackgroundCost> {
  return inBrowser(dir, async (context, origin) => {
    const raw = await openAccess(access, code);
    if (!raw) throw new Error(`the access code ${code} does not open ${dir}`);
    const member = { memberId: '1', fullName: 'Bench Member', eid: 'bm1234', role: 'member' };
    const key = { access: accessId(access), key: toBase64(raw), since: Date.now() };
    await context.addInitScript(
      ([names, values]) => names.forEach((name, i) => window.sessionStorage.setItem(name, values[i])),
      [
        [MEMBER_STORAGE_KEY, KEY_STORAGE_KEY],
        [JSON.stringify(member), JSON.stringify(key)],
      ],
    );
    const traffic = workerTraffic(context);
    const page = await context.newPage();
    await page.goto(`${origin}/member/`, { waitUntil: 'load' });
    // A worker becomes active once its install, the precaching of the whole list, has finished.
    // (waitForFunction would not do: it takes the promise a predicate returns for a truthy value.)
    const registered = await page.evaluate(
      (ms) =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
        ]),
      timeoutSeconds * 1000,
    );
    const held = await page.evaluate(cachesHeld);
    return { registered, ...(await traffic()), cachedEntries: held.entries, cachedBytes: held.bytes };
  });
}
