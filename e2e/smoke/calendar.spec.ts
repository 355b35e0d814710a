import { expect, test } from '@/e2e/support';

// The real content, exported under the base path /nt-base (scripts/build-e2e.sh real): the calendar
// files exist there, and every address to them carries the base path. Structure only, no values.
test('/nt-base/events.ics is the feed of every event card, and each card’s .ics file is there too', async ({ page, request }) => {
  await page.goto('events/');
  const cards = page.getByRole('list', { name: 'Event list' }).getByRole('article');
  // Counted once the list is painted: an instant count() of a page still loading is 0.
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);

  const feed = await request.get('events.ics');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = await feed.text();
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(count);
  expect(body).toMatch(/\r\nURL;VALUE=URI:https:\/\/[^/\r]+\/nt-base\/events\/\r\n/);
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
    'href',
    /^https:\/\/[^/]+\/nt-base\/events\.ics$/,
  );
  await expect(page.getByRole('link', { name: 'Subscribe to our calendar' })).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/nt-base\/events\.ics$/,
  );

  const files = await page
    .getByRole('link', { name: 'Download .ics', includeHidden: true })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(files).toHaveLength(count);
  for (const href of files) {
    expect(href).toMatch(/^\/nt-base\/events\/\d+\.ics$/);
    const file = await request.get(new URL(href, page.url()).toString());
    expect(file.status(), href).toBe(200);
    expect((await file.text()).match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(1);
  }
});
