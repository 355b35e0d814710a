import { expect, test } from '@/e2e/support';
import type { Page } from '@playwright/test';
import { loadCarousel } from '@/lib/content/carousel';
import { loadEvents } from '@/lib/content/events';
import { loadOfficers } from '@/lib/content/officers';
import { loadSite } from '@/lib/content/site';
import { loadSponsors } from '@/lib/content/sponsors';

// The real content, exported under the base path /nt-base with no contact endpoint and no photo
// feed token (scripts/build-e2e.sh real). Relative URLs keep the base path.
// Every expected name and count is read from content/ with the site's own loaders: an officer's
// correct edit (a new event, officer or sponsor, a re-skinned site.yaml) keeps this pass green.
const site = loadSite();
const slides = loadCarousel();
const officers = loadOfficers();
const sponsors = loadSponsors();
const { events } = loadEvents();

// Each route with the least number of images, videos and posters it must reference: the home
// page's intro video, poster and lab image plus a slide each; a portrait per officer and a logo per
// sponsor; the banner and an image per event.
const routes: Array<[string, number]> = [
  ['', 3 + slides.length],
  ['about/', officers.executive.length + officers.leadership.flat().length + sponsors.length],
  ['events/', 1 + events.length],
  ['contact/', 0],
];

/** Every image (each size its srcset offers), video and poster the page references answers 200 and carries the base path. */
async function expectMediaLoads(page: Page, atLeast: number) {
  const sources = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll('img'), (img) => img.getAttribute('src') ?? ''),
    ...Array.from(document.querySelectorAll('img[srcset]'), (img) =>
      (img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]),
    ).flat(),
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

// One tab visits them all, a step each: a browser per page cost more than the page itself.
test('every public page loads under the base path with every image and video, and no failed request', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  for (const [route, media] of routes) {
    await test.step(`/${route}`, async () => {
      await page.goto(route);
      expect(await page.title()).toContain(site.organization.name);
      await expectMediaLoads(page, media);
      // Scroll through so lazy images load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.images)
              .filter((i) => !i.complete || i.naturalWidth === 0)
              .map((i) => i.src),
          ),
        )
        .toEqual([]);
      expect(failed).toEqual([]);
    });
  }
});

test('the real home page shows the organisation, its tagline and a control per project slide', async ({ page }) => {
  await page.goto('');
  await page.evaluate(() => window.scrollTo(0, window.innerHeight + 1));
  await expect(page.getByRole('heading', { level: 1, name: site.organization.name })).toBeVisible();
  await expect(page.getByText(site.organization.tagline, { exact: true })).toBeVisible();
  for (const [n, title] of slides.map((s) => s.title).entries()) {
    await expect(page.getByRole('button', { name: `Show slide ${n + 1}: ${title}` })).toBeAttached();
  }
});

test('the real About page lists every officer of content/officers.yaml and every sponsor', async ({ page }) => {
  await page.goto('about/');
  await expect(page.getByRole('region', { name: 'Executive Officers' }).getByRole('article')).toHaveCount(officers.executive.length);
  await expect(page.getByRole('region', { name: 'Leadership Team' }).getByRole('article')).toHaveCount(officers.leadership.flat().length);
  await expect(page.getByRole('region', { name: 'Sponsors' }).getByRole('link')).toHaveCount(sponsors.length);
});

test('the real Events page shows every event of content/events.yaml and no photo feed without a token', async ({ page }) => {
  await page.goto('events/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`See what ${site.organization.name} is Up To!`);
  await expect(page.getByRole('list', { name: 'Event list' }).getByRole('article')).toHaveCount(events.length);
  await expect(page.getByRole('heading', { name: 'Recent News' })).toHaveCount(0);
});

test('without a contact endpoint the Contact page says it cannot send and offers the e-mail address', async ({ page }) => {
  await page.goto('contact/');
  await expect(page.getByText('This copy of the site is not set up to send messages')).toBeVisible();
  await expect(page.getByRole('link', { name: site.email.general }).first()).toHaveAttribute('href', `mailto:${site.email.general}`);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
});
