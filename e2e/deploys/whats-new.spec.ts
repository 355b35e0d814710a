/**
 * 'New since your last visit' on Member Home (lib/onboarding/whatsNew): the fixture's next deploy adds
 * hardwareB1/1_2, moves softwareB1/1_2 to 2_2 (`formerly`) and swaps the tasks of softwareB1/1_1 with
 * its items renamed (the same identities). A member who had finished 1_1 is told of the added
 * submodule only, and the list is gone on the next visit.
 */
import type { Page } from '@playwright/test';
import { expect, signInThroughForm, test } from '@/e2e/support/deploys';
import { captureNewTabs, mockVideoService } from '@/e2e/fixture/onboarding.helpers';

/** What Member Home kept of the curriculum on this member's visit (null before the first). */
const seenRecord = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('onboarding-seen:at1234') ?? 'null') as { pages: Record<string, { done: boolean }> } | null,
  );

test('Member Home lists the submodule a deploy added, not the moved or reworded ones, and only once', async ({ page, deploy }) => {
  test.slow(); // two builds' pages and sign-in's key derivation
  await captureNewTabs(page);
  await mockVideoService(page);
  await signInThroughForm(page);
  // A first visit: nothing to compare with, so nothing listed; what the curriculum asks is kept.
  await expect.poll(() => seenRecord(page)).not.toBeNull();
  await expect(page.getByRole('heading', { name: 'New since your last visit' })).toHaveCount(0);

  await page.goto('/onboarding/softwareB1/1_1/');
  const reading = page.getByRole('article', { name: 'Read and click' });
  await reading.getByRole('link', { name: /Required guide/ }).click();
  await reading.getByRole('link', { name: /Fixture required PDF/ }).click();
  await expect(reading.getByText('Task complete')).toBeVisible();
  await page.goto('/member/');
  await expect.poll(async () => (await seenRecord(page))?.pages.softwareB1Module1_1?.done).toBe(true);
  await expect(page.getByRole('heading', { name: 'New since your last visit' })).toHaveCount(0);

  deploy('next');
  await page.goto('/member/');
  const news = page.getByRole('region', { name: 'New since your last visit' });
  await expect(news).toBeVisible();
  await expect(news.getByRole('listitem')).toHaveText(['Fixture hardwareB1 soldering Hardware Block 1: General Skills']);
  await expect(news.getByRole('heading', { name: 'Finished before, asking more now' })).toHaveCount(0);

  await news.getByRole('link', { name: 'Fixture hardwareB1 soldering' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Fixture hardwareB1 soldering/ })).toBeVisible();
  await page.goto('/member/');
  // Seen: the next visit lists nothing (its 'Continue' line shows that the blocks have been read).
  await expect(page.getByText(/Continue where you left off|Start the next block/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New since your last visit' })).toHaveCount(0);
});
