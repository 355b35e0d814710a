/**
 * What the service worker of an export precaches and how it answers, as workbox-build's generateSW
 * options (scripts/offline-worker.ts runs it after the build and the script policy, so the list
 * names the final files with their revisions). docs/decisions/offline.md says why each choice.
 *
 * Only a signed-in member's page registers the worker (lib/offline/register.ts): a visitor's browser
 * downloads none of this. Precached, for a member: every page's HTML (the members' pages are frames
 * that hold no members' text: seal:check proves it), the RSC payloads a client-side navigation and
 * the router's prefetch fetch (index.txt, the route tree, the segments), every script and stylesheet,
 * the sealed files and the access record (ciphertext and a public record), the manifest and its
 * icons, the drawings of public/images (the logo, officers, sponsors: a few kilobytes). Photos are
 * cached as they are shown; the video and the calendar files never are.
 */
import type { GenerateSWOptions } from 'workbox-build';
import { imagesCacheName, WORKER_FILE } from '@/lib/offline/register';

/** The export's files the worker precaches, relative to the export folder. */
export const PRECACHED = [
  '**/index.html',
  '404.html',
  '**/index.txt',
  '**/__next.*.txt',
  '_next/static/**/*.{js,css}',
  'sealed/*.{bin,json}',
  'manifest.webmanifest',
  'images/**/*.svg',
  'generated/icons/*.png',
] as const;

/**
 * Never precached: the 404 route's own copies (404.html answers), each page's whole payload in one
 * file (the router fetches index.txt and the segments instead), and the worker itself.
 */
const NOT_PRECACHED = ['_not-found/**', '404/**', '**/__next._full.txt', WORKER_FILE, 'workbox-*.js'];

/**
 * Photos and drawings of public/ under the site's base path, and their phone-sized copies: cached
 * when shown, the last 120. Workbox takes a regular expression that does not match from the
 * address's first character on this origin only, so a video service's thumbnails are never cached;
 * the base path keeps another project site of the same origin out.
 */
export function imageRequest(basePath: string): RegExp {
  const base = basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${base}/(images|generated|media)/[^?#]+\\.(webp|png|jpe?g|gif|avif|svg)$`);
}

/** The base path an export was built under: its web app manifest's scope, less the final slash. */
export function exportBasePath(manifestText: string): string {
  const scope: unknown = JSON.parse(manifestText).scope;
  if (typeof scope !== 'string' || !scope.endsWith('/')) throw new Error(`the manifest's scope is not a path: ${String(scope)}`);
  return scope.slice(0, -1);
}

/** The largest file precached: a sealed file or a script far past this is a mistake to look at, not to cache. */
export const MAX_PRECACHED_BYTES = 1_500_000;

/**
 * Next's router asks for a link's page with a HEAD request before it prefetches it (in an export it
 * checks for redirects that way), and takes a failed one for a lost connection. Workbox's precache
 * answers GET only: this answers HEAD from the precached copy (any revision query ignored, a folder
 * as its index.html), else from the network. Serialised into sw.js: nothing from outside its body.
 */
export async function answerHeadFromPrecache({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
  const cached = await caches.match(new URL(path, url.origin).href, { ignoreSearch: true });
  if (cached) return new Response(null, { status: cached.status, headers: cached.headers });
  return fetch(request);
}

/**
 * An address of a page without its final slash (/onboarding/softwareB2/2_1): a navigation on this
 * origin whose last segment has no extension. Serialised into sw.js: nothing from outside its body.
 */
export function isFolderWithoutSlash({ request, url, sameOrigin }: { request: Request; url: URL; sameOrigin: boolean }): boolean {
  return sameOrigin && request.mode === 'navigate' && !url.pathname.endsWith('/') && !/\.[^/]*$/.test(url.pathname);
}

/**
 * The host answers such an address with a redirect to the folder (/…/2_1/, the page's index.html),
 * so a typed address or an old link works; offline the worker does the same when it holds that page,
 * else asks the network. Serialised into sw.js: nothing from outside its body.
 */
export async function redirectToFolder({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const folder = `${url.pathname}/`;
  const cached = await caches.match(new URL(`${folder}index.html`, url.origin).href, { ignoreSearch: true });
  if (cached) return Response.redirect(new URL(`${folder}${url.search}`, url.origin).href, 301);
  return fetch(request);
}

export function workerOptions(exportDir: string, basePath: string): GenerateSWOptions {
  return {
    globDirectory: exportDir,
    globPatterns: [...PRECACHED],
    globIgnores: NOT_PRECACHED,
    swDest: `${exportDir}/${WORKER_FILE}`,
    // Next names its scripts by their content: no revision needed, and no cache-busting query.
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
    // /about/ is about/index.html (trailingSlash export), as the static host answers it.
    directoryIndex: 'index.html',
    // The host ignores a query (?next=, ?team=, Next's ?_rsc=): so does the precache's lookup.
    ignoreURLParametersMatching: [/./],
    // A new deploy's worker waits until the page's 'A new version is available' button asks it to
    // take over (the SKIP_WAITING message generateSW listens for), so an open page never gets
    // files of two deploys. The first worker takes over no open page either: the page it was
    // registered from keeps the network it was loaded from (the host may have a newer deploy by then
    // than the page), and the next page loaded comes from the worker, one deploy throughout.
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // One file: nothing else to publish, and nothing for the script policy beyond 'self'.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: imageRequest(basePath),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: imagesCacheName(`${basePath}/`), expiration: { maxEntries: 120 } },
      },
      { urlPattern: ({ sameOrigin }) => sameOrigin, method: 'HEAD', handler: answerHeadFromPrecache },
      { urlPattern: isFolderWithoutSlash, handler: redirectToFolder },
    ],
  };
}
