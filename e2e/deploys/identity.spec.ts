/**
 * Another chapter makes the site its own from content alone: .e2e/fixture-other-code is e2e/content
 * with another site.yaml (e2e/content-other/), and no page of it, public or signed in, carries a trace
 * of the first identity (e2e/content/site.yaml): not its names, words or addresses, not its brand
 * colours in any element's computed style, not its logo or the icons made from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, OTHER_ACCESS_CODE, signInThroughForm, test } from '@/e2e/support/deploys';
import { deployExports } from '@/e2e/support/deployExports';
import { mockVideoService } from '@/e2e/fixture/onboarding.helpers';
import { membersPages } from '@/lib/members/pages';

/** What the first identity writes in e2e/content/site.yaml, searched for in every page's whole document. */
const FIRST_TEXTS = [
  'Fixture Neuro Society',
  'Lakeshore',
  'lakeshore-neurotech',
  'fixture-neuro.example.org',
  'fixture-org/fixture-site',
  'Jordan Rivera',
  'fixture VP of Education',
  '/images/logo.svg',
  '#bf5700',
  '#8f4100',
];
/** Its short names and its word for a student ID, searched for as words in what the page shows. */
const FIRST_WORDS = /\b(FNS|LSU|EID)\b/;
/** Its brand colours as computed styles write them. */
const FIRST_COLOURS = ['rgb(191, 87, 0)', 'rgb(143, 65, 0)'];

const SECOND = { name: 'Harbour Brain Collective', brand: '#0f766e', logo: '/images/harbour-logo.svg', studentId: 'Student number' };

/** Every page of the export, by the folders of its index.html files. */
function exportedPages(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (e.isDirectory()) return walk(path.join(dir, e.name));
      return e.name === 'index.html' ? [`/${path.relative(root, dir).split(path.sep).join('/')}/`.replace(/^\/+/, '/')] : [];
    });
  return walk(root).sort();
}

const isMembersPage = (route: string) => membersPages.some((p) => route === `${p.route}/` || route.startsWith(`${p.route}/`));
const pages = exportedPages(deployExports.otherCode);
const publicPages = pages.filter((p) => !isMembersPage(p));
const signedInPages = pages.filter(isMembersPage);

/** Every trace of the first identity on the open page, each said in words; none is the goal. */
async function tracesOfFirstIdentity(page: Page): Promise<string[]> {
  const html = await page.content();
  const traces = FIRST_TEXTS.filter((t) => html.toLowerCase().includes(t.toLowerCase())).map((t) => `the document holds "${t}"`);
  const shown = await page.locator('body').innerText();
  const word = FIRST_WORDS.exec(shown);
  if (word) traces.push(`the page shows the word "${word[0]}"`);
  const coloured = await page.evaluate((colours) => {
    const properties = [
      'color',
      'background-color',
      'background-image',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'box-shadow',
      'text-decoration-color',
      'accent-color',
      'fill',
      'stroke',
    ];
    const found: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        for (const p of properties) {
          const value = style.getPropertyValue(p);
          if (colours.some((c) => value.includes(c))) found.push(`${el.tagName.toLowerCase()}${pseudo ?? ''}.${p}: ${value}`);
        }
      }
    }
    return found;
  }, FIRST_COLOURS);
  traces.push(...coloured.slice(0, 5).map((c) => `the first brand colour in ${c}`));
  return traces;
}

/** The page is the second identity's and has painted its content (not a blank page that proves nothing). */
async function expectSecondIdentity(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(SECOND.name));
  await expect(page.getByRole('navigation').first().locator(`img[src="${SECOND.logo}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())).toBe(SECOND.brand);
}

test.beforeEach(async ({ page, deploy }) => {
  deploy('otherCode');
  // The outside services the pages call, answered here: the photo feed (empty) and video thumbnails.
  await page.route('https://graph.photos.test/me/media?**', (route) => route.fulfill({ json: { data: [] } }));
  await mockVideoService(page);
});

test('the export has public and signed-in pages to search', () => {
  expect(publicPages).toEqual(expect.arrayContaining(['/', '/about/', '/contact/', '/events/', '/login/']));
  expect(signedInPages).toEqual(expect.arrayContaining(['/member/', '/progress/', '/review/']));
  expect(signedInPages.filter((p) => p.startsWith('/onboarding/')).length).toBeGreaterThan(3);
});

// One tab searches every page, each named in its failure (a browser per page cost more than the search).
test('no public page carries a trace of the first identity', async ({ page }) => {
  for (const route of publicPages) {
    await page.goto(route);
    await expectSecondIdentity(page);
    expect.soft(await tracesOfFirstIdentity(page), route).toEqual([]);
  }
});

test('no signed-in page carries a trace of the first identity', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughForm(page, { password: OTHER_ACCESS_CODE, studentId: SECOND.studentId });
  for (const route of signedInPages) {
    await page.goto(route);
    await expectSecondIdentity(page);
    expect.soft(await tracesOfFirstIdentity(page), route).toEqual([]);
  }
});

test('the same search finds the first identity in its own export: it can fail', async ({ page, deploy }) => {
  deploy('first');
  await page.goto('/contact/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const traces = await tracesOfFirstIdentity(page);
  expect(traces).toEqual(
    expect.arrayContaining([
      'the document holds "Fixture Neuro Society"',
      'the document holds "/images/logo.svg"',
      expect.stringMatching(/^the first brand colour in .*background-color: rgb\(191, 87, 0\)$/),
    ]),
  );
});

test('the icons and the link-preview picture are made from the second logo', async ({ page }) => {
  await page.goto('/');
  for (const icon of ['icon-32.png', 'icon-192.png', 'apple-touch-icon.png', 'preview.png']) {
    const [first, second] = [deployExports.first, deployExports.otherCode].map((root) =>
      fs.readFileSync(path.join(root, 'generated/icons', icon)).toString('base64'),
    );
    expect(second === first, `${icon} differs from the first identity's`).toBe(false);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/generated/icons/apple-touch-icon.png');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'https://harbour-brain.example.net/generated/icons/preview.png',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', SECOND.brand);
});
