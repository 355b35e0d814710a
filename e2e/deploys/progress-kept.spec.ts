/**
 * Nothing a member has done is lost when officers edit the page it was done on (docs/decisions/
 * onboarding.md, "What a tick is kept under"). On the fixture's first deploy a member finishes
 * softwareB1/1_1 (a link and a PDF) and 2_1 (a quiz and an upload); the next deploy swaps each page's
 * tasks, retitles the PDF and renames the link's label wherever it is written. Every tick and the
 * upload are still there, the upload in the task that asked for it.
 */
import { expect, signInThroughForm, test } from '@/e2e/support/deploys';
import type { Page } from '@playwright/test';
import { captureNewTabs, mockVideoService, passFixtureQuiz } from '@/e2e/fixture/onboarding.helpers';

/** The task cards' titles, in the order the page shows them. */
const taskOrder = (page: Page) =>
  page
    .locator('article[aria-labelledby]')
    .evaluateAll((cards) => cards.map((c) => document.getElementById(c.getAttribute('aria-labelledby')!)?.textContent));

test('ticks and an upload survive swapped tasks, a retitled document and a renamed label', async ({ page, deploy }) => {
  test.slow(); // two builds' pages and sign-in's key derivation
  await captureNewTabs(page);
  await mockVideoService(page);
  await signInThroughForm(page);

  await page.goto('/onboarding/softwareB1/1_1/');
  const reading = page.getByRole('article', { name: 'Read and click' });
  await reading.getByRole('link', { name: /Required guide/ }).click();
  await reading.getByRole('link', { name: /Fixture required PDF/ }).click();
  await expect(reading.getByText('Task complete')).toBeVisible();

  await page.goto('/onboarding/softwareB1/2_1/');
  const quiz = page.getByRole('article', { name: 'Take the quiz' });
  await passFixtureQuiz(quiz);
  const upload = page.getByRole('article', { name: 'Upload your proof' });
  await upload.getByLabel('Choose files to upload').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await upload.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(upload.getByText('Files uploaded successfully! You may now proceed.')).toBeVisible();
  await expect(quiz.getByText('Task complete')).toBeVisible();

  deploy('next');
  await page.goto('/onboarding/softwareB1/1_1/');
  const moved = page.getByRole('article', { name: 'Read and click' });
  // The next deploy's page: the tasks swapped, the names new.
  await expect(moved.getByText('Task complete')).toBeVisible();
  expect(await taskOrder(page)).toEqual(['Nothing required', 'Read and click']);
  await expect(moved.getByRole('link', { name: /Main guide/ })).toHaveAttribute('data-opened', 'true');
  await expect(moved.getByRole('link', { name: /The required PDF/ })).toHaveAttribute('data-opened', 'true');

  await page.goto('/onboarding/softwareB1/2_1/');
  const first = page.getByRole('article', { name: 'Upload your proof' });
  await expect(first.getByText('Files uploaded successfully! You may now proceed.')).toBeVisible();
  await expect(first.getByText('1 file uploaded')).toBeVisible();
  await expect(first.getByText('Task complete')).toBeVisible();
  const quizAfter = page.getByRole('article', { name: 'Take the quiz' });
  await expect(quizAfter.getByText('Task complete')).toBeVisible();
  await expect(quizAfter.getByText('Files uploaded successfully!')).toHaveCount(0);
  expect(await taskOrder(page)).toEqual(['Upload your proof', 'Take the quiz']);

  await page.goto('/progress/');
  await expect(page.getByText('2 / 11 submodules complete in all')).toBeVisible();
});
