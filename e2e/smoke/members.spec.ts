import { expect, signInByStorage, test } from '../support';
import { stubPublicPagesWhileMissing } from '../support/members';

test.beforeEach(async ({ page }) => {
  await stubPublicPagesWhileMissing(page, '.e2e/real', '/nt-base');
});

// The real content under the base path: a member opens every members' page (relative URLs).
const pages = [
  ['member/', 'Member Home'],
  ['programs/', 'Which team are you in?'],
  ['general-info/', 'General Info'],
  ['competition-info/', 'Competition Information'],
  ['ask-questions/', 'Contact Us'],
] as const;

for (const [path, heading] of pages) {
  test(`a member opens ${path} on the real site`, async ({ page }) => {
    await signInByStorage(page);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(failed).toEqual([]);
  });
}

test('a visitor who is not signed in is sent to the sign-in page under the base path', async ({ page }) => {
  await page.goto('member/');
  await expect(page).toHaveURL(/\/nt-base\/login\/\?next=%2Fmember%2F$/);
  await expect(page.getByLabel('Full name')).toBeVisible();
});
