import { expect, test } from '@/e2e/support';

// That the home page loads under the base path with every asset is public.spec.ts's walk.

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
