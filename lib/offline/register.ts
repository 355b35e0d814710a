/**
 * The page's side of the offline site, written into every exported page as one inline script
 * (`offlineScript`, hashed into the script policy by scripts/harden-export.ts) rather than into the
 * pages' React bundle, which the module pages cannot afford. It:
 * - marks <html data-offline> while the browser has no connection, so the stylesheets can say that
 *   videos and outside links need one (app/offline.css, the video card's);
 * - for a signed-in member only, registers the service worker (scripts/offline-worker.ts writes it),
 *   which then caches the site, members' area included, in the background. It waits until the page
 *   has loaded and been quiet for a while, so the download never competes with the page being read.
 *   Sign-in moves to Member Home without a page load: the form fires `SIGNED_IN_EVENT` (./signIn.ts);
 * - for everyone else registers nothing: a visitor downloads nothing in the background. After a
 *   Logout on this device, the first page loaded removes the worker and this site's caches; so does a
 *   browser that asks to save data (Save-Data), which never gets a background download;
 * - when a new deploy's worker is installed and waiting, shows 'A new version is available' with a
 *   button that lets it take over; every open page of the site then reloads, so none keeps running
 *   one deploy's scripts with the other's files.
 * docs/decisions/offline.md says why. `registerOfflineWorker` is serialised with toString(): it must
 * use nothing from outside its body.
 */
import { SIGNED_IN_EVENT } from './signIn';

/** The worker's file in the export (scripts/offline-worker.ts writes it): at the base path's root, so its scope is the whole site. */
export const WORKER_FILE = 'sw.js';

/**
 * How long a member's page has been loaded before the worker starts its download (then it also waits
 * for the page to be idle): the page's own work (its sealed file opened, the page drawn, the first
 * scroll) comes first. Lighthouse saw blocking time rise 2-3 times when it did not wait.
 */
export const DOWNLOAD_DELAY_MS = 5000;

/** The name (lib/asset `storageName` scopes it) of when a signed-in page last asked for the worker. */
export const CACHED_AT_STORAGE_NAME = 'offline-cached-at';

/** The worker's cache of the photos shown (tools/offline/workerOptions.ts), named by the site's scope: other project sites share the origin. */
export const imagesCacheName = (scope: string) => `offline-images:${scope}`;

export type OfflineWorkerOptions = {
  /** The worker's address, under the base path. */
  script: string;
  /** Its scope: the base path's root. */
  scope: string;
  /** The storage name of the member's key (lib/seal/access.ts): a member is signed in while either storage holds it. */
  memberKey: string;
  /** The storage name of the device's last Logout (ms, local storage: lib/seal/access.ts). */
  signedOutKey: string;
  /** The storage name of when a signed-in page last asked for the worker (ms, local storage): a Logout after it removes the cache. */
  cachedKey: string;
  /** The photos' cache (`imagesCacheName`): removed with the worker's own. */
  imagesCache: string;
  delay: number;
  signedInEvent: string;
};

export function registerOfflineWorker(o: OfflineWorkerOptions): void {
  const root = document.documentElement;
  const markConnection = () => root.toggleAttribute('data-offline', !navigator.onLine);
  markConnection();
  window.addEventListener('online', markConnection);
  window.addEventListener('offline', markConnection);
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;

  const offer = (waiting: ServiceWorker) => {
    if (document.getElementById('new-version')) return;
    const bar = document.createElement('div');
    bar.id = 'new-version';
    bar.className = 'new-version';
    bar.setAttribute('role', 'status');
    const text = document.createElement('span');
    text.textContent = 'A new version is available';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button';
    button.textContent = 'Reload';
    button.addEventListener('click', () => {
      button.disabled = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
    bar.append(text, button);
    document.body.append(bar);
  };

  // A new deploy's worker takes over only when a page asks for it ('Reload'): every open page then
  // reloads. The first worker takes no page over (the page keeps the network it was loaded from).
  let controlled = Boolean(workers.controller);
  workers.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });

  const watch = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting && workers.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && workers.controller) offer(installing);
      });
    });
    // A tab left open for days looks for a new deploy whenever it is shown again.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
    });
  };

  // Storage may be refused (a browser setting): nothing is known then, and nothing is done.
  const read = (storage: () => Storage, key: string) => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const local = () => localStorage;
  const signedIn = () => read(() => sessionStorage, o.memberKey) !== null || read(local, o.memberKey) !== null;
  const savingData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  const since = () => Number(read(local, o.cachedKey));
  const loggedOutSince = () => since() > 0 && Number(read(local, o.signedOutKey)) >= since();

  /** Nothing of this site kept: the worker unregistered, its caches deleted (only this site's: names end with its scope). */
  const forget = () => {
    workers.getRegistration(o.scope).then(
      (registration) => registration?.unregister(),
      () => undefined,
    );
    const scopeUrl = new URL(o.scope, location.href).href;
    if ('caches' in window)
      caches.keys().then(
        (names) => names.filter((n) => n.endsWith(scopeUrl) || n === o.imagesCache).forEach((n) => caches.delete(n)),
        () => undefined,
      );
    try {
      localStorage.removeItem(o.cachedKey);
    } catch {}
  };

  const register = () => {
    try {
      localStorage.setItem(o.cachedKey, String(Date.now()));
    } catch {}
    // A browser that refuses workers (a test's setting) resolves without a registration.
    workers.register(o.script, { scope: o.scope }).then(
      (registration) => registration && watch(registration),
      () => undefined,
    );
  };

  // Decided again when the time comes: a Logout or Save-Data meanwhile wins.
  const settle = () => {
    if (signedIn() && !savingData()) register();
    else if (savingData() || loggedOutSince()) forget();
  };
  const decide = () => {
    if (!signedIn() || savingData()) return settle();
    setTimeout(() => (window.requestIdleCallback ?? ((then: () => void) => then()))(settle), o.delay);
  };
  window.addEventListener(o.signedInEvent, decide);
  if (document.readyState === 'complete') decide();
  else window.addEventListener('load', decide);
}

/** The storage names the script reads, as the site names them under its base path (lib/asset `storageName`). */
export type OfflineStorageNames = Pick<OfflineWorkerOptions, 'memberKey' | 'signedOutKey' | 'cachedKey'>;

/** The inline script of every exported page, for the site under `basePath`. */
export function offlineScript(basePath: string, names: OfflineStorageNames): string {
  const scope = `${basePath}/`;
  const options: OfflineWorkerOptions = {
    script: `${basePath}/${WORKER_FILE}`,
    scope,
    ...names,
    imagesCache: imagesCacheName(scope),
    delay: DOWNLOAD_DELAY_MS,
    signedInEvent: SIGNED_IN_EVENT,
  };
  return `(${registerOfflineWorker.toString()})(${JSON.stringify(options)})`;
}
