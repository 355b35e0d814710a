/**
 * A new deploy reaches a page left open within one reload, never mixed with the old one: the offline
 * worker keeps answering with the deploy the page came from until the member takes the new version
 * ('A new version is available', lib/offline/register.ts); then the page shows the new deploy, and
 * the old deploy's files are gone from the worker's cache.
 */
import http from 'node:http';
import path from 'node:path';
import { captureNewTabs, mockVideoService } from '@/e2e/fixture/onboarding.helpers';
import { DEPLOY_ORIGIN, deployExports, type DeployName } from '@/e2e/support/deployExports';
import { expect, signInThroughForm, test } from '@/e2e/support/deploys';
import { DOWNLOAD_DELAY_MS } from '@/lib/offline/register';
import { handler } from '@/tools/serve/staticServer.mjs';

// The other specs of this project are about what the browser stores across deploys and leave the
// worker out (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' });

/**
 * The browser fetches the worker's script, to look for a new deploy, outside the network of the pages
 * and of the worker, which the deploy fixture's route answers: a server on the origin's port answers
 * it (and anything else that comes that way) from the same export.
 */
let served: string = deployExports.first;
const server = http.createServer((request, response) => handler(path.resolve(served), '')(request, response));
test.beforeAll(() => new Promise<void>((resolve) => server.listen(Number(new URL(DEPLOY_ORIGIN).port), '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("an open page offers the new deploy, and its button shows the new deploy's text", async ({ page, deploy: routeTo }) => {
  const deploy = (name: DeployName) => {
    routeTo(name);
    served = deployExports[name];
  };
  test.slow(); // two builds' pages, each precached by its worker, and sign-in's key derivation
  await captureNewTabs(page);
  await mockVideoService(page);
  await signInThroughForm(page);
  await page.goto('/onboarding/softwareB1/1_1/');
  const reading = page.getByRole('article', { name: 'Read and click' });
  await expect(reading.getByRole('link', { name: /Required guide/ })).toBeVisible();
  // The worker starts once the page has settled, and takes over the pages loaded after it.
  const active = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? 'none'));
  await expect.poll(active, { timeout: DOWNLOAD_DELAY_MS + 30_000 }).toBe('activated');

  deploy('next');
  await page.reload();
  // Still the deploy the page came from, whole: its text and its scripts, from the worker.
  const offer = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await expect(reading.getByRole('link', { name: /Required guide/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Main guide/ })).toHaveCount(0);

  await offer.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('article', { name: 'Read and click' }).getByRole('link', { name: /Main guide/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Required guide/ })).toHaveCount(0);
  await expect(offer).toHaveCount(0);

  // The old deploy's page that the new one removed (softwareB1/1_2 moved) is no longer kept.
  const kept = (path: string) => page.evaluate((p) => caches.match(p, { ignoreSearch: true }).then(Boolean), path);
  await expect.poll(() => kept('/onboarding/softwareB1/1_2/index.html')).toBe(false);
  expect(await kept('/onboarding/softwareB1/2_2/index.html')).toBe(true);
});
