/** @jest-environment node */
/**
 * The worker's precache over a small export laid out as `next build` writes one: what a member
 * offline needs is in it, and what must never be is not. workbox-build's getManifest (through precacheList) reads the same
 * options generateSW does, without writing a worker.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  answerHeadFromPrecache,
  exportBasePath,
  imageRequest,
  isFolderWithoutSlash,
  redirectToFolder,
  workerOptions,
} from '@/tools/offline/workerOptions';
import { precacheList } from '@/tools/offline/deployDelta';

const FILES = [
  'index.html',
  'index.txt',
  '__next._tree.txt',
  '__next._full.txt',
  '__next.__PAGE__.txt',
  '404.html',
  '404/index.html',
  '_not-found/index.html',
  'about/index.html',
  'about/index.txt',
  'about/__next._tree.txt',
  'onboarding/softwareB1/1_1/index.html',
  'onboarding/softwareB1/1_1/index.txt',
  'member/index.html',
  'sealed/access.json',
  'sealed/onboarding-softwareB1-1_1.bin',
  'sealed/member.bin',
  '_next/static/chunks/0abc123.js',
  '_next/static/chunks/1def456.css',
  'manifest.webmanifest',
  'images/logo.svg',
  'images/officers/a.svg',
  'images/events/banner.webp',
  'generated/icons/icon-192.png',
  'generated/icons/icon-512.png',
  'generated/images/events/banner.webp.480w.webp',
  'media/intro.mp4',
  'events.ics',
  'events/2.ics',
  'sw.js',
];

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-worker-'));
  for (const file of FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `contents of ${file}`);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The list the worker of the export in `dir` precaches (the one reader of it: tools/offline/deployDelta.ts), by address. */
async function precached() {
  return new Map((await precacheList(dir, '')).map((e) => [e.url, e.revision]));
}

describe('the offline worker precaches', () => {
  it('every page, public or members’ frame, and what a client-side navigation fetches for it', async () => {
    const urls = await precached();
    for (const url of ['index.html', 'about/index.html', 'onboarding/softwareB1/1_1/index.html', 'member/index.html', '404.html'])
      expect(urls.has(url)).toBe(true);
    for (const url of [
      'index.txt',
      'about/index.txt',
      'onboarding/softwareB1/1_1/index.txt',
      '__next._tree.txt',
      'about/__next._tree.txt',
      '__next.__PAGE__.txt',
    ])
      expect(urls.has(url)).toBe(true);
  });

  it('the sealed files and the access record (ciphertext and a public record), so a member reads offline', async () => {
    const urls = await precached();
    for (const url of ['sealed/access.json', 'sealed/onboarding-softwareB1-1_1.bin', 'sealed/member.bin']) expect(urls.has(url)).toBe(true);
  });

  it('the scripts and stylesheets by their hashed names alone, everything else with a revision', async () => {
    const urls = await precached();
    expect(urls.get('_next/static/chunks/0abc123.js')).toBeNull();
    expect(urls.has('_next/static/chunks/0abc123.js')).toBe(true);
    expect(urls.has('_next/static/chunks/1def456.css')).toBe(true);
    expect(urls.get('about/index.html')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('the manifest, the icons an installed app shows and the drawings of public/images', async () => {
    const urls = await precached();
    for (const url of [
      'manifest.webmanifest',
      'generated/icons/icon-192.png',
      'generated/icons/icon-512.png',
      'images/logo.svg',
      'images/officers/a.svg',
    ])
      expect(urls.has(url)).toBe(true);
  });

  it('not the video, the calendar files, the photos (cached as shown), a page’s whole payload, the 404 route’s copies or the worker', async () => {
    const urls = await precached();
    for (const url of [
      'media/intro.mp4',
      'events.ics',
      'events/2.ics',
      'images/events/banner.webp',
      'generated/images/events/banner.webp.480w.webp',
      '__next._full.txt',
      '404/index.html',
      '_not-found/index.html',
      'sw.js',
    ])
      expect(urls.has(url)).toBe(false);
  });
});

describe('the offline worker answers', () => {
  it('a page’s address from its index.html and ignores any query, as the static host does', () => {
    const options = workerOptions(dir, '');
    expect(options.directoryIndex).toBe('index.html');
    expect(options.ignoreURLParametersMatching?.every((pattern) => ['_rsc', 'next', 'team'].some((p) => pattern.test(p)))).toBe(true);
  });

  it('waits for the page’s button before a new deploy takes over, takes over no open page at first, and removes the old caches', () => {
    const options = workerOptions(dir, '');
    expect(options.skipWaiting).toBe(false);
    expect(options.clientsClaim).toBe(false);
    expect(options.cleanupOutdatedCaches).toBe(true);
  });

  it('keeps the photos in a cache named by the site’s scope, which the page removes at Logout', () => {
    const caches = (basePath: string) =>
      workerOptions(dir, basePath)
        .runtimeCaching?.map((r) => r.options?.cacheName)
        .filter((name) => name !== undefined);
    expect(caches('/nt-base')).toEqual(['offline-images:/nt-base/']);
    expect(caches('')).toEqual(['offline-images:/']);
  });

  it("caches this site's photos as they are shown, never another site's", () => {
    const root = imageRequest('');
    expect(root.test('http://127.0.0.1:4310/generated/images/events/banner.webp.480w.webp')).toBe(true);
    expect(root.test('http://127.0.0.1:4310/media/intro.mp4')).toBe(false);
    // Workbox takes a match on another origin only when it starts at the address's first character.
    expect('https://i.ytimg.com/vi/abc/images/hq.jpg'.match(root)?.index ?? 0).toBeGreaterThan(0);
    const project = imageRequest('/nt-base');
    expect(project.test('https://owner.github.io/nt-base/images/officers/a.svg')).toBe(true);
    // Another project site of the same origin (GitHub Pages) keeps its pictures to itself.
    expect(project.test('https://owner.github.io/other-site/images/officers/a.svg')).toBe(false);
  });
});

describe('exportBasePath', () => {
  it("reads the base path an export was built under from its manifest's scope", () => {
    expect(exportBasePath('{"scope":"/nt-base/"}')).toBe('/nt-base');
    expect(exportBasePath('{"scope":"/"}')).toBe('');
    expect(() => exportBasePath('{}')).toThrow(/scope/);
  });
});

/**
 * The worker's globals for its handlers: `caches` holding `precached` (a lookup that honours
 * ignoreSearch, as the Cache API does), and a network that records each address in `fetched` and
 * answers 404.
 */
function workerGlobals(precached: Map<string, Response>, fetched: string[]) {
  Object.assign(globalThis, {
    caches: {
      match: async (url: string, options: { ignoreSearch?: boolean }) =>
        [...precached].find(([key]) => (options.ignoreSearch ? key.split('?')[0] : key) === url)?.[1],
    },
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (request) => {
    fetched.push(String(request instanceof Request ? request.url : request));
    return new Response(null, { status: 404 });
  });
}

describe('answerHeadFromPrecache', () => {
  const precached = new Map([
    [
      'http://site.test/nt-base/about/index.html?__WB_REVISION__=abc',
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ],
  ]);
  const fetched: string[] = [];
  beforeAll(() => workerGlobals(precached, fetched));

  it("answers a router's HEAD for a page from its precached copy, offline too (no network)", async () => {
    const url = new URL('http://site.test/nt-base/about/');
    const response = await answerHeadFromPrecache({ request: new Request(url, { method: 'HEAD' }), url });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(fetched).toEqual([]);
  });

  it('asks the network for what was never precached', async () => {
    const url = new URL('http://site.test/nt-base/nowhere/');
    const response = await answerHeadFromPrecache({ request: new Request(url, { method: 'HEAD' }), url });
    expect(response.status).toBe(404);
    expect(fetched).toEqual(['http://site.test/nt-base/nowhere/']);
  });
});

describe('an address without its final slash, as the host answers it', () => {
  const navigation = (url: string) => ({ request: { mode: 'navigate' } as Request, url: new URL(url), sameOrigin: true });

  it('is a navigation to a path whose last part has no extension, on this site', () => {
    expect(isFolderWithoutSlash(navigation('http://site.test/nt-base/onboarding/softwareB2/2_1'))).toBe(true);
    expect(isFolderWithoutSlash(navigation('http://site.test/nt-base/onboarding/softwareB2/2_1/'))).toBe(false);
    expect(isFolderWithoutSlash(navigation('http://site.test/nt-base/events.ics'))).toBe(false);
    expect(isFolderWithoutSlash({ ...navigation('http://site.test/about'), sameOrigin: false })).toBe(false);
    expect(isFolderWithoutSlash({ ...navigation('http://site.test/about'), request: { mode: 'cors' } as Request })).toBe(false);
  });

  const precached = new Map([
    ['http://site.test/nt-base/onboarding/softwareB2/2_1/index.html?__WB_REVISION__=abc', new Response('<html>')],
  ]);
  const fetched: string[] = [];
  beforeAll(() => workerGlobals(precached, fetched));

  it('is sent to the folder, its query kept, when the worker holds that page: offline too', async () => {
    const url = new URL('http://site.test/nt-base/onboarding/softwareB2/2_1?team=software');
    const response = await redirectToFolder({ request: new Request(url), url });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://site.test/nt-base/onboarding/softwareB2/2_1/?team=software');
    expect(fetched).toEqual([]);
  });

  it('goes to the network for a page the worker does not hold', async () => {
    const url = new URL('http://site.test/nt-base/nowhere');
    const response = await redirectToFolder({ request: new Request(url), url });
    expect(response.status).toBe(404);
    expect(fetched).toEqual(['http://site.test/nt-base/nowhere']);
  });
});
