// Curriculum search over the real curriculum, under the base path: a module's own title finds it,
// and the result opens its page. The module is read from content/, so officers' edits keep it green.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { splitFrontmatter } from '@/lib/content/frontmatter';
import { expect, signInByStorage, test } from '@/e2e/support';

const root = path.join(process.cwd(), 'content', 'onboarding');
const block = fs.readdirSync(root, { withFileTypes: true }).find((d) => d.isDirectory())!.name;
const file = fs.readdirSync(path.join(root, block)).find((f) => /^\d+_\d+\.mdx$/.test(f))!;
const title = String(YAML.parse(splitFrontmatter(fs.readFileSync(path.join(root, block, file), 'utf8'))!.yaml).title);
const [moduleNo, subNo] = file.replace('.mdx', '').split('_').map(Number);
const heading = `Module ${moduleNo}.${subNo}: ${title}`;

test('searching a real module by its title finds it and opens it under the base path', async ({ page }) => {
  await signInByStorage(page);
  await page.goto('programs/');
  const box = page.getByRole('searchbox', { name: 'Search the curriculum' });
  await box.fill(title);
  const results = page.getByRole('list', { name: 'Search results' });
  const links = results.getByRole('link');
  await expect(links.first()).toBeVisible();
  // Every result links into the curriculum under the base path.
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/nt-base\/onboarding\/[a-zA-Z0-9]+\/\d+_\d+\/$/);
  const found = results.getByRole('link', { name: heading, exact: true });
  await expect(found).toHaveAttribute('href', `/nt-base/onboarding/${block}/${moduleNo}_${subNo}/`);
  await box.press('ArrowDown');
  for (let i = 0; i < 10 && !(await found.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(found).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/nt-base/onboarding/${block}/${moduleNo}_${subNo}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
});

test('a word every module uses lists at most 10 results and says how many there are', async ({ page }) => {
  await signInByStorage(page);
  await page.goto('programs/');
  await page.getByRole('searchbox', { name: 'Search the curriculum' }).fill('the');
  const status = page.getByRole('status').filter({ hasText: /results?/ });
  await expect(status).toHaveText(/^\d+ results?(, the first 10 shown)?$/);
  const total = Number(/^\d+/.exec((await status.textContent()) ?? '')?.[0]);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link')).toHaveCount(Math.min(total, 10));
  if (total > 10) await expect(status).toHaveText(`${total} results, the first 10 shown`);
});
