/** What the e2e specs read of a page's Content-Security-Policy: its <meta> policy and the violations it reported. */
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every Content-Security-Policy violation each document of the page reports, from its first script on. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = (window.__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/** The violations the open document has reported so far. */
export const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** The open document's one <meta> policy. */
export async function policyOf(page: Page): Promise<string> {
  const meta = page.locator('head meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveCount(1);
  return (await meta.getAttribute('content')) ?? '';
}

/** The fixture build's photo feed (scripts/build-e2e.sh), answered with one post whose picture is a fixture's. */
export async function mockPhotoFeedWithOnePost(page: Page) {
  await page.route('https://graph.photos.test/me/media?**', (route) =>
    route.fulfill({
      json: { data: [{ id: 'p1', caption: 'A post', media_url: 'https://cdn.photos.test/p1.webp', permalink: 'https://photos.test/p/1' }] },
    }),
  );
  await page.route('https://cdn.photos.test/**', (route) =>
    route.fulfill({ path: 'e2e/public/images/events/kickoff-1.webp', contentType: 'image/webp' }),
  );
}
