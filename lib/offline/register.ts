/**
 * The page's side of the offline site, written into every exported page as one inline script
 * (`offlineScript`, hashed into the script policy by scripts/harden-export.ts) rather than into the
 * pages' React bundle, which the module pages cannot afford. It:
 * - marks <html data-offline> while the browser has no connection, so the stylesheets can say that
 *   videos and outside links need one (app/offline.css, the video card's);
 * - registers the service worker (scripts/offline-worker.ts writes it) once the page has loaded, so
 *   it never competes with the page's own first load;
 * - when a new deploy's worker is installed and waiting, shows 'A new version is available' with a
 *   button that lets it take over; every open page of the site then reloads, so none keeps running
 *   one deploy's scripts with the other's files.
 * `registerOfflineWorker` is serialised with toString(): it must use nothing from outside its body.
 */

/** The worker's file in the export (scripts/offline-worker.ts writes it): at the base path's root, so its scope is the whole site. */
export const WORKER_FILE = 'sw.js';

export type OfflineWorkerOptions = {
  /** The worker's address, under the base path. */
  script: string;
  /** Its scope: the base path's root. */
  scope: string;
};

export function registerOfflineWorker({ script, scope }: OfflineWorkerOptions): void {
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

  // The first worker takes this page over without a reload (nothing changes under it: it cached
  // what the page runs); a later one took over because a page asked for the new version.
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

  const register = () => {
    // A browser that refuses workers (a test's setting) resolves without a registration.
    workers.register(script, { scope }).then(
      (registration) => registration && watch(registration),
      () => undefined,
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

/** The inline script of every exported page, for the site under `basePath`. */
export function offlineScript(basePath: string): string {
  const options: OfflineWorkerOptions = { script: `${basePath}/${WORKER_FILE}`, scope: `${basePath}/` };
  return `(${registerOfflineWorker.toString()})(${JSON.stringify(options)})`;
}
