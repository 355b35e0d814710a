import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { splitFrontmatter } from '@/lib/content/frontmatter';
import { expect, signInByStorage, test } from '@/e2e/support';
import { TINY_PNG } from '@/e2e/fixture/onboarding.helpers';
import { loadBlocks } from '@/lib/content/blocks';

// Every real submodule file, read when the tests are collected: a new file is smoke-tested at once.
const root = path.join(process.cwd(), 'content', 'onboarding');
const pages = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    fs
      .readdirSync(path.join(root, d.name))
      .map((f) => /^(\d+)_(\d+)\.mdx$/.exec(f))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({
        block: d.name,
        file: m.input,
        key: `${Number(m[1])}_${Number(m[2])}`,
        heading: `Module ${Number(m[1])}.${Number(m[2])}:`,
      })),
  );

test('the real curriculum has module pages', () => {
  expect(pages.length).toBeGreaterThan(0);
});

// One test per block, one step per page: a block's pages share the test's browser, as a member's
// visits do, instead of each paying for a browser context of its own (48 contexts cost about half
// a minute of the test run); a failing step names its page.
for (const block of [...new Set(pages.map((p) => p.block))]) {
  test(`every ${block} module page renders signed in under the base path`, async ({ page }) => {
    await signInByStorage(page);
    await page.route(/^https:\/\/(img\.youtube\.com|i\.ytimg\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
    );
    for (const p of pages.filter((each) => each.block === block)) {
      await test.step(`${p.block} ${p.key}`, async () => {
        const response = await page.goto(`onboarding/${p.block}/${p.key}/`);
        expect(response?.status(), `${p.block} ${p.key}`).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(p.heading);
        await expect(page.getByText(/Data not found/)).toHaveCount(0);
      });
    }
  });
}

test('an unknown submodule under the base path shows the key with the side panel', async ({ page, consoleErrors }) => {
  await signInByStorage(page);
  await page.goto('onboarding/softwareB1/9_9/');
  await expect(page.getByText('Data not found for key: softwareB1Module9_9', { exact: true })).toBeVisible();
  const block = loadBlocks().find((b) => b.id === 'softwareB1')!;
  await expect(page.getByRole('button', { name: `Onboarding ${block.title}` })).toBeVisible();
  // The browser logs the 404 of the document itself.
  expect(consoleErrors).toEqual([expect.stringContaining('404')]);
  consoleErrors.length = 0;
});

// The first real page whose tasks have videos, found when the tests are collected (so an officer
// moving a video elsewhere keeps this test meaningful).
type TaskVideos = { tasks?: { videos?: { title: string }[] }[] };
const withTaskVideo = pages
  .map((p) => {
    const data = YAML.parse(splitFrontmatter(fs.readFileSync(path.join(root, p.block, p.file), 'utf8'))!.yaml) as TaskVideos;
    return { ...p, video: (data.tasks ?? []).flatMap((t) => t.videos ?? [])[0] };
  })
  .find((p) => p.video);

test('a real module page shows the Videos grid, plays a video in the modal and marks it watched', async ({ page }) => {
  expect(withTaskVideo, 'a real module page has a task with videos').toBeDefined();
  const { block, key, video } = withTaskVideo!;
  await signInByStorage(page);
  await page.route(/^https:\/\/(img\.youtube\.com|i\.ytimg\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
  );
  await page.route(/^https:\/\/www\.youtube\.com\/embed\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player stub</p>' }),
  );
  await page.goto(`onboarding/${block}/${key}/`);

  await expect(page.getByRole('heading', { name: 'Videos', level: 3 }).first()).toBeVisible();
  const card = page.getByRole('button', { name: video!.title }).first();
  await expect(card).toContainText('Not watched yet');
  await expect(card.locator('img')).toBeVisible();
  await card.click();
  const dialog = page.getByRole('dialog', { name: video!.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Watched');
  await expect(card).not.toContainText('Not watched');
});
