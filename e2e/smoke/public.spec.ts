import { expect, test } from '../support';
import type { Page } from '@playwright/test';

// The real content, exported under the base path /nt-base with no contact endpoint and no photo
// feed token (scripts/build-e2e.sh real). Relative URLs keep the base path.
// Each route with the least number of images, videos and posters it must reference.
const routes: Array<[string, number]> = [['', 6], ['about/', 14], ['events/', 8], ['contact/', 0]];

/** Every image, video and poster the page references answers 200 and carries the base path. */
async function expectMediaLoads(page: Page, atLeast: number) {
  const sources = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll('img'), (img) => img.getAttribute('src') ?? ''),
    ...Array.from(document.querySelectorAll('video'), (v) => v.getAttribute('src') ?? ''),
    ...Array.from(document.querySelectorAll('video[poster]'), (v) => v.getAttribute('poster') ?? ''),
  ]);
  expect(sources.length).toBeGreaterThanOrEqual(atLeast);
  for (const src of sources) {
    expect(src, `${src} carries the base path`).toMatch(/^\/nt-base\//);
    const response = await page.request.get(new URL(src, page.url()).toString());
    expect(response.status(), src).toBe(200);
  }
}

for (const [route, media] of routes) {
  test(`/${route} loads under the base path with every image and video, and no failed request`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(route);
    await expect(page).toHaveTitle(/Lakeshore Neurotech/);
    await expectMediaLoads(page, media);
    // Scroll through so lazy images load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await expect.poll(() => page.evaluate(() => Array.from(document.images).filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src))).toEqual([]);
    expect(failed).toEqual([]);
  });
}

test('the real home page shows the organisation, the tagline and the three project slides', async ({ page }) => {
  await page.goto('');
  await page.evaluate(() => window.scrollTo(0, window.innerHeight + 1));
  await expect(page.getByRole('heading', { level: 1, name: 'Lakeshore Neurotech' })).toBeVisible();
  await expect(page.getByText('From Brainwaves to Breakthroughs', { exact: true })).toBeVisible();
  for (const [n, title] of ['Neural Engineering', 'Student Competition', 'Join Our Community'].entries()) {
    await expect(page.getByRole('button', { name: `Show slide ${n + 1}: ${title}` })).toBeAttached();
  }
});

test('the real About page lists 2 executive officers, 8 leaders and 4 sponsors', async ({ page }) => {
  await page.goto('about/');
  await expect(page.getByRole('region', { name: 'Executive Officers' }).getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Leadership Team' }).getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Sponsors' }).getByRole('link')).toHaveCount(4);
});

test('the real Events page shows the seven seeded events and no photo feed without a token', async ({ page }) => {
  await page.goto('events/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See what Lakeshore Neurotech is Up To!');
  await expect(page.getByRole('list', { name: 'Event list' }).getByRole('article')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Recent News' })).toHaveCount(0);
});

test('without a contact endpoint the Contact page says it cannot send and offers the e-mail address', async ({ page }) => {
  await page.goto('contact/');
  await expect(page.getByText('This copy of the site is not set up to send messages')).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@lakeshore-neurotech.example.edu' }).first()).toHaveAttribute('href', 'mailto:hello@lakeshore-neurotech.example.edu');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
});
