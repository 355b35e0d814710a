import { DOWNLOAD_DELAY_MS, offlineScript, registerOfflineWorker, type OfflineWorkerOptions } from '@/lib/offline/register';
import { announceSignIn, SIGNED_IN_EVENT } from '@/lib/offline/signIn';

/** A service worker container the way a browser drives it: a registration, its waiting worker, and events. */
function fakeWorkers({ controlled, waiting, registered = false }: { controlled: boolean; waiting?: boolean; registered?: boolean }) {
  const container = new EventTarget() as EventTarget & { controller: object | null; register: jest.Mock; getRegistration: jest.Mock };
  const posted: unknown[] = [];
  const worker = (state: string) => Object.assign(new EventTarget(), { state, postMessage: (m: unknown) => posted.push(m) });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker('installed') : null,
    installing: null as (EventTarget & { state: string }) | null,
    update: jest.fn(() => Promise.resolve()),
    unregister: jest.fn(() => Promise.resolve(true)),
  });
  container.controller = controlled ? {} : null;
  container.register = jest.fn(() => Promise.resolve(registration));
  container.getRegistration = jest.fn(() => Promise.resolve(registered ? registration : undefined));
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration, posted, worker };
}

/** The Cache API with the caches named: this site's worker's, its photos', and another project site's of the same origin. */
function fakeCaches(names: string[]) {
  const kept = new Set(names);
  Object.defineProperty(window, 'caches', {
    value: { keys: async () => [...kept], delete: async (name: string) => kept.delete(name) },
    configurable: true,
  });
  return kept;
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const offer = () => document.getElementById('new-version');
/** jsdom cannot reload a page: it says so on the console, which is how a test sees the page ask. */
let consoleError: jest.SpyInstance;
const reloads = () => consoleError.mock.calls.filter((call) => String(call[0]?.message ?? call[0]).includes('navigation')).length;

const options: OfflineWorkerOptions = {
  script: '/nt-base/sw.js',
  scope: '/nt-base/',
  memberKey: 'member-key:/nt-base',
  signedOutKey: 'member-signed-out:/nt-base',
  cachedKey: 'offline-cached-at:/nt-base',
  imagesCache: 'offline-images:/nt-base/',
  delay: DOWNLOAD_DELAY_MS,
  signedInEvent: SIGNED_IN_EVENT,
};
const key = JSON.stringify({ access: 'a', key: 'k' });
const SCOPE_URL = `${location.origin}/nt-base/`;
const OUR_CACHES = [`workbox-precache-v2-${SCOPE_URL}`, 'offline-images:/nt-base/'];
const OTHER_SITE = `workbox-precache-v2-${location.origin}/other-site/`;

/** The page has loaded, then waited its delay and found the browser idle. */
const loadedAndQuiet = async () => {
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(DOWNLOAD_DELAY_MS);
  await flush();
};

/** Each test's page is a page of its own: the listeners a script added to window and document go with it. */
const added: Array<() => void> = [];
for (const target of [window, document] as EventTarget[]) {
  const add = target.addEventListener.bind(target);
  jest.spyOn(target, 'addEventListener').mockImplementation((type: string, listener, opts?: boolean | AddEventListenerOptions) => {
    add(type, listener, opts);
    added.push(() => target.removeEventListener(type, listener, opts));
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-offline');
  sessionStorage.clear();
  localStorage.clear();
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  added.splice(0).forEach((remove) => remove());
  consoleError.mockRestore();
  jest.useRealTimers();
  delete (navigator as { connection?: unknown }).connection;
});

describe('a visitor: nothing downloaded in the background', () => {
  it('registers no worker, at load or later', async () => {
    const { container } = fakeWorkers({ controlled: false });
    registerOfflineWorker(options);
    await loadedAndQuiet();
    jest.advanceTimersByTime(60_000);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('leaves a worker and caches alone when no Logout came after them (a member signed in in another tab)', async () => {
    const { registration } = fakeWorkers({ controlled: true, registered: true });
    const kept = fakeCaches([...OUR_CACHES, OTHER_SITE]);
    localStorage.setItem(options.signedOutKey, '1000');
    localStorage.setItem(options.cachedKey, '2000');
    registerOfflineWorker(options);
    await loadedAndQuiet();
    expect(registration.unregister).not.toHaveBeenCalled();
    expect(kept.size).toBe(3);
  });
});

describe('a signed-in member: the site cached once the page is quiet', () => {
  it('registers the worker under the base path after the page has loaded and waited, not before', async () => {
    const { container } = fakeWorkers({ controlled: false });
    sessionStorage.setItem(options.memberKey, key);
    registerOfflineWorker(options);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(DOWNLOAD_DELAY_MS - 1);
    expect(container.register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(container.register).toHaveBeenCalledWith('/nt-base/sw.js', { scope: '/nt-base/' });
    expect(Number(localStorage.getItem(options.cachedKey))).toBeGreaterThan(0);
  });

  it('registers it for a sign-in kept on this device too', async () => {
    const { container } = fakeWorkers({ controlled: false });
    localStorage.setItem(options.memberKey, key);
    registerOfflineWorker(options);
    await loadedAndQuiet();
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('after a sign-in on the page (no page load follows it), once the next page has had its time', async () => {
    const { container } = fakeWorkers({ controlled: false });
    registerOfflineWorker(options);
    await loadedAndQuiet();
    expect(container.register).not.toHaveBeenCalled();
    sessionStorage.setItem(options.memberKey, key);
    announceSignIn();
    jest.advanceTimersByTime(DOWNLOAD_DELAY_MS - 1);
    expect(container.register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('not when the member has signed out meanwhile', async () => {
    const { container } = fakeWorkers({ controlled: false });
    sessionStorage.setItem(options.memberKey, key);
    registerOfflineWorker(options);
    window.dispatchEvent(new Event('load'));
    sessionStorage.removeItem(options.memberKey);
    jest.advanceTimersByTime(DOWNLOAD_DELAY_MS);
    expect(container.register).not.toHaveBeenCalled();
  });
});

describe('Logout and Save-Data: nothing of this site kept', () => {
  it('after a Logout on this device, the next page removes the worker and this site’s caches, not another site’s', async () => {
    const { registration } = fakeWorkers({ controlled: true, registered: true });
    const kept = fakeCaches([...OUR_CACHES, OTHER_SITE]);
    localStorage.setItem(options.cachedKey, '2000');
    localStorage.setItem(options.signedOutKey, '3000');
    registerOfflineWorker(options);
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(registration.unregister).toHaveBeenCalled();
    expect([...kept]).toEqual([OTHER_SITE]);
    expect(localStorage.getItem(options.cachedKey)).toBeNull();
  });

  it('a browser asking to save data: a member’s page registers nothing, and a worker kept from before goes', async () => {
    const { container, registration } = fakeWorkers({ controlled: true, registered: true });
    const kept = fakeCaches(OUR_CACHES);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    sessionStorage.setItem(options.memberKey, key);
    registerOfflineWorker(options);
    await loadedAndQuiet();
    jest.advanceTimersByTime(60_000);
    expect(container.register).not.toHaveBeenCalled();
    expect(registration.unregister).toHaveBeenCalled();
    expect(kept.size).toBe(0);
  });
});

describe('a new deploy', () => {
  /** A member's page, its worker registered. */
  async function memberPage(workers: ReturnType<typeof fakeWorkers>) {
    sessionStorage.setItem(options.memberKey, key);
    registerOfflineWorker(options);
    await loadedAndQuiet();
    return workers;
  }

  it("offers 'A new version is available' when a new deploy's worker waits, and its button lets it take over", async () => {
    const { posted } = await memberPage(fakeWorkers({ controlled: true, waiting: true }));
    expect(offer()?.getAttribute('role')).toBe('status');
    expect(offer()?.textContent).toContain('A new version is available');
    const button = offer()!.querySelector('button')!;
    button.click();
    expect(posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(button.disabled).toBe(true);
  });

  it('offers it too when the new worker finishes installing while the page is open', async () => {
    const { registration, worker } = await memberPage(fakeWorkers({ controlled: true }));
    expect(offer()).toBeNull();
    const installing = worker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(offer()?.textContent).toContain('A new version is available');
  });

  it('offers nothing on a first visit: the first worker is no new version', async () => {
    await memberPage(fakeWorkers({ controlled: false, waiting: true }));
    expect(offer()).toBeNull();
  });

  it('reloads when a new worker takes over an open page', async () => {
    const { container } = await memberPage(fakeWorkers({ controlled: true }));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloads()).toBe(1);
  });

  it('looks for a new deploy when the tab is shown again', async () => {
    const { registration } = await memberPage(fakeWorkers({ controlled: true }));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalled();
  });
});

describe('the offline mark', () => {
  it('marks the page offline while the connection is gone, for the notes on videos and outside links', () => {
    fakeWorkers({ controlled: false });
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    registerOfflineWorker(options);
    expect(document.documentElement.hasAttribute('data-offline')).toBe(true);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(document.documentElement.hasAttribute('data-offline')).toBe(false);
    onLine.mockRestore();
  });
});

describe('offlineScript', () => {
  const names = { memberKey: 'member-key', signedOutKey: 'member-signed-out', cachedKey: 'offline-cached-at' };

  it('runs on its own in a page, with the worker and scope of the base path', async () => {
    const { container } = fakeWorkers({ controlled: false });
    sessionStorage.setItem('member-key:/nt-base', key);
    new Function(offlineScript('/nt-base', { ...names, memberKey: 'member-key:/nt-base' }))();
    await loadedAndQuiet();
    expect(container.register).toHaveBeenCalledWith('/nt-base/sw.js', { scope: '/nt-base/' });
  });

  it('at the root: /sw.js for the whole site, and the form’s sign-in event heard', async () => {
    const { container } = fakeWorkers({ controlled: false });
    new Function(offlineScript('', names))();
    await loadedAndQuiet();
    sessionStorage.setItem('member-key', key);
    window.dispatchEvent(new Event(SIGNED_IN_EVENT));
    jest.advanceTimersByTime(DOWNLOAD_DELAY_MS);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
