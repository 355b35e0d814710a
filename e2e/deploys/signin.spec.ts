/**
 * A kept sign-in across deploys, on one origin (e2e/support/deploys.ts): a new build with the same
 * access code keeps members signed in; a build with another code signs them out and says why.
 */
import type { Page } from '@playwright/test';
import { FIXTURE_ACCESS_CODE, fillSignIn } from '@/e2e/support/members';
import { expect, OTHER_ACCESS_CODE, signInThroughForm, test } from '@/e2e/support/deploys';

/** EXPIRED_MESSAGE of components/Login/LoginForm.tsx, as a member reads it. */
const EXPIRED_MESSAGE = 'The access code has changed, or this sign-in has expired: sign in again';

/** The public access record the page's build serves (through the deploy's route, unlike page.request). */
const servedAccess = (page: Page) => page.evaluate(async () => (await fetch('/sealed/access.json')).json() as Promise<unknown>);

test('a member kept signed in stays signed in after a deploy with the same access code', async ({
  page,
  context,
  deploy,
  consoleErrors,
}) => {
  await signInThroughForm(page, { keep: true });
  const accessBefore = await servedAccess(page);
  // This build has no page for the submodule the next deploy adds (the browser logs the 404 it got).
  expect((await page.goto('/onboarding/hardwareB1/1_2/'))?.status()).toBe(404);
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.length = 0;
  await page.close();

  deploy('next');
  // A new page, as after the browser was restarted: session storage is empty, the device kept the key.
  const later = await context.newPage();
  await later.goto('/member/');
  await expect(later.getByRole('heading', { name: 'Member Home' })).toBeVisible();
  expect(new URL(later.url()).pathname).toBe('/member/');
  // Another build (new content, new sealed files), the same public record: the kept key opens it.
  expect(await servedAccess(later)).toEqual(accessBefore);
  await later.goto('/onboarding/hardwareB1/1_2/');
  await expect(later.getByText('added by the next deploy of the fixture curriculum')).toBeVisible();
  await expect(later.getByRole('heading', { level: 1, name: /Fixture hardwareB1 soldering/ })).toBeVisible();
});

test('a deploy with another access code asks a kept member to sign in again, saying why', async ({ page, context, deploy }) => {
  await signInThroughForm(page, { keep: true });
  await page.close();

  deploy('otherCode');
  const later = await context.newPage();
  await later.goto('/member/');
  await expect(later).toHaveURL(/\/login\/\?next=%2Fmember%2F$/);
  await expect(later.getByText(EXPIRED_MESSAGE)).toBeVisible();
  await expect(later.getByRole('heading', { name: 'Member Home' })).toHaveCount(0);
  expect(await later.evaluate(() => window.localStorage.getItem('member-key'))).toBeNull();

  // The old code no longer opens this build; the new one does.
  // That deploy is another chapter's too (e2e/content-other/site.yaml): its word for a student ID.
  await fillSignIn(later, { fullName: 'Ada Test', eid: 'at1234', password: FIXTURE_ACCESS_CODE, studentId: 'Student number' });
  await later.getByRole('button', { name: 'Log in' }).click();
  const dialog = later.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await fillSignIn(later, { password: OTHER_ACCESS_CODE });
  await later.getByRole('button', { name: 'Log in' }).click();
  await expect(later.getByRole('heading', { name: 'Member Home' })).toBeVisible({ timeout: 15_000 });
});
