/**
 * The real export under its base path installs as its own app and works offline: the manifest's
 * fields, start page, scope and icons are right under /nt-base, and the offline worker a signed-in
 * member's page registers there precaches the pages and the sealed files.
 */
import fs from 'node:fs';
import { expect, signInByStorage, test } from '@/e2e/support';
import { DOWNLOAD_DELAY_MS } from '@/lib/offline/register';
import { loadSite } from '@/lib/content/site';

// The worker is this spec's subject: every other spec leaves it out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** scripts/build-e2e.sh builds the real export under this base path. */
const REAL_BASE_PATH = '/nt-base';
/** A sealed module file of the export, whichever the real curriculum has. */
const sealedModule = fs.readdirSync('.e2e/real/sealed').find((name) => name.startsWith('onboarding-'))!;

test('the web app manifest: the identity of site.yaml, start page and scope under the base path, icons served', async ({
  page,
  request,
}) => {
  await page.goto('./');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`${REAL_BASE_PATH}/manifest.webmanifest`);
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string }[] };
  // The organisation's names from content/site.yaml, so a re-skinned chapter stays green.
  const { organization } = loadSite();
  expect(manifest).toMatchObject({ name: organization.name, short_name: organization.shortName, display: 'standalone' });
  expect(manifest.start_url).toBe(`${REAL_BASE_PATH}/`);
  expect(manifest.scope).toBe(`${REAL_BASE_PATH}/`);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(`${REAL_BASE_PATH}/`), icon.src).toBe(true);
    const served = await request.get(icon.src);
    expect(served.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test("a member's offline worker has the base path's scope and holds its module pages and sealed files", async ({ page }) => {
  await signInByStorage(page);
  await page.goto('./member/');
  const active = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? 'none'));
  await expect.poll(active, { timeout: DOWNLOAD_DELAY_MS + 40_000 }).toBe('activated');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe(`${REAL_BASE_PATH}/`);
  const kept = (path: string) => page.evaluate((p) => caches.match(p, { ignoreSearch: true }).then(Boolean), path);
  const modulePage = `${REAL_BASE_PATH}/onboarding/${sealedModule
    .replace(/^onboarding-/, '')
    .replace(/\.bin$/, '')
    .replace('-', '/')}/index.html`;
  expect(await kept(modulePage), modulePage).toBe(true);
  expect(await kept(`${REAL_BASE_PATH}/sealed/access.json`)).toBe(true);
  expect(await kept(`${REAL_BASE_PATH}/sealed/${sealedModule}`)).toBe(true);
});
