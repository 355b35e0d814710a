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

// lib/build/compileHints.ts: a page's startup scripts are compiled while they download, not on the
// main thread as they start (a phone's first 100-150 ms task, measured). Were a Next upgrade to load
// them another way, the hint would silently be lost: this notices.
test("the scripts the home page starts with carry V8's compile hint on their first line", async ({ page, request }) => {
  await page.goto('./');
  const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  expect(sources.length).toBeGreaterThan(3);
  for (const src of sources)
    expect((await (await request.get(src)).text()).split('\n')[0].slice(0, 60), src).toBe('//# allFunctionsCalledOnLoad');
});
