import { offlineScript, registerOfflineWorker } from '@/lib/offline/register';

/** A service worker container the way a browser drives it: a registration, its waiting worker, and events. */
function fakeWorkers({ controlled, waiting }: { controlled: boolean; waiting?: boolean }) {
  const container = new EventTarget() as EventTarget & { controller: object | null; register: jest.Mock };
  const posted: unknown[] = [];
  const worker = (state: string) => Object.assign(new EventTarget(), { state, postMessage: (m: unknown) => posted.push(m) });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker('installed') : null,
    installing: null as (EventTarget & { state: string }) | null,
    update: jest.fn(() => Promise.resolve()),
  });
  container.controller = controlled ? {} : null;
  container.register = jest.fn(() => Promise.resolve(registration));
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration, posted, worker };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const offer = () => document.getElementById('new-version');
/** jsdom cannot reload a page: it says so on the console, which is how a test sees the page ask. */
let consoleError: jest.SpyInstance;
const reloads = () => consoleError.mock.calls.filter((call) => String(call[0]?.message ?? call[0]).includes('navigation')).length;

beforeEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-offline');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const options = { script: '/nt-base/sw.js', scope: '/nt-base/' };

describe('registerOfflineWorker', () => {
  it('registers the worker under the base path once the page has loaded, not before', async () => {
    const { container } = fakeWorkers({ controlled: false });
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    registerOfflineWorker(options);
    expect(container.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(container.register).toHaveBeenCalledWith('/nt-base/sw.js', { scope: '/nt-base/' });
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });

  it("offers 'A new version is available' when a new deploy's worker waits, and its button lets it take over", async () => {
    const { posted } = fakeWorkers({ controlled: true, waiting: true });
    registerOfflineWorker(options);
    await flush();
    expect(offer()?.getAttribute('role')).toBe('status');
    expect(offer()?.textContent).toContain('A new version is available');
    const button = offer()!.querySelector('button')!;
    button.click();
    expect(posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(button.disabled).toBe(true);
  });

  it('offers it too when the new worker finishes installing while the page is open', async () => {
    const { registration, worker } = fakeWorkers({ controlled: true });
    registerOfflineWorker(options);
    await flush();
    expect(offer()).toBeNull();
    const installing = worker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(offer()?.textContent).toContain('A new version is available');
  });

  it('offers nothing on a first visit: the first worker is no new version', async () => {
    fakeWorkers({ controlled: false, waiting: true });
    registerOfflineWorker(options);
    await flush();
    expect(offer()).toBeNull();
  });

  it('reloads when a new worker takes over an open page, and not when the first one does', async () => {
    const first = fakeWorkers({ controlled: false });
    registerOfflineWorker(options);
    first.container.dispatchEvent(new Event('controllerchange'));
    expect(reloads()).toBe(0);
    first.container.dispatchEvent(new Event('controllerchange'));
    expect(reloads()).toBe(1);
  });

  it('looks for a new deploy when the tab is shown again', async () => {
    const { registration } = fakeWorkers({ controlled: true });
    registerOfflineWorker(options);
    await flush();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalled();
  });

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
  it('runs on its own in a page, with the worker and scope of the base path', () => {
    const { container } = fakeWorkers({ controlled: false });
    new Function(offlineScript('/nt-base'))();
    expect(container.register).toHaveBeenCalledWith('/nt-base/sw.js', { scope: '/nt-base/' });
  });

  it('at the root: /sw.js for the whole site', () => {
    const { container } = fakeWorkers({ controlled: false });
    new Function(offlineScript(''))();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
