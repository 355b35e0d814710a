import { expect, test } from '@/e2e/support';
import { loadSite } from '@/lib/content/site';

// The organisation's name from content/site.yaml, so a re-skinned chapter stays green.
const organization = loadSite().organization.name;

// The real content, exported under the base path /nt-base: every asset must carry the base path.
test('the home page of the real site loads under the base path with no failed request', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('./');
  expect(await page.title()).toContain(organization);
  expect(failed).toEqual([]);
});
