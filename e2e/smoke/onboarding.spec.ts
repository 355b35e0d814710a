import fs from 'node:fs';
import path from 'node:path';
import { expect, signInByStorage, test } from '../support';
import { TINY_PNG } from '../fixture/onboarding.helpers';
import { loadBlocks } from '../../lib/content/blocks';

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
      .map((m) => ({ block: d.name, key: `${Number(m[1])}_${Number(m[2])}`, heading: `Module ${Number(m[1])}.${Number(m[2])}:` })),
  );

test('the real curriculum has module pages', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const p of pages) {
  test(`${p.block} ${p.key} renders signed in under the base path`, async ({ page }) => {
    await signInByStorage(page);
    await page.route(/^https:\/\/(img\.youtube\.com|i\.ytimg\.com)\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }));
    const response = await page.goto(`onboarding/${p.block}/${p.key}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(p.heading);
    await expect(page.getByText(/Data not found/)).toHaveCount(0);
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
