import { expect, signInByStorage, test } from '@/e2e/support';
import { fillSignIn, membersPages } from '@/e2e/support/members';
import { loadSite } from '@/lib/content/site';

// The real content under the base path: a member opens every members' page (relative URLs).
const pages = membersPages.map(({ path, heading }) => [path.slice(1), heading] as const);

// One tab opens them all, a step each: a browser per page cost more than the page itself.
test("a member opens every members' page on the real site", async ({ page }) => {
  await signInByStorage(page);
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
      expect(failed).toEqual([]);
    });
  }
});

test('a visitor who is not signed in is sent to the sign-in page under the base path', async ({ page }) => {
  await page.goto('member/');
  await expect(page).toHaveURL(/\/nt-base\/login\/\?next=%2Fmember%2F$/);
  await expect(page.getByLabel('Full name')).toBeVisible();
});

test('the real build accepts its access code through the sign-in form', async ({ page }) => {
  await page.clock.install();
  await page.goto('login/');
  // The student ID field's label is the university's word in content/site.yaml, so a re-skinned chapter stays green.
  await fillSignIn(page, {
    fullName: 'Smoke Test',
    eid: 'st0001',
    studentId: loadSite().university.studentId,
    password: process.env.E2E_REAL_ACCESS_CODE ?? 'real-smoke-code-2291',
  });
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.clock.runFor(1000);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Success!' })).toBeVisible();
  await page.clock.runFor(1500);
  await expect(page).toHaveURL(/\/nt-base\/member\/$/);
  await expect(page.getByRole('heading', { name: 'Member Home' })).toBeVisible();
});
