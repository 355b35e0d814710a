/**
 * What members send and officers keep outlives a curriculum edit. A member's progress file and report
 * e-mail are made on one build; the next deploy moved one submodule (softwareB1/1_2 is now 2_2, with
 * `formerly`) and added another (hardwareB1/1_2). /review of the new build reads both with the same
 * counts, and the table the officer kept in this browser comes back whole, an unreadable code still
 * listed with the member's name.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signInThroughForm, test } from '@/e2e/support/deploys';
import { QUIZ_KEY, seedProgress, storedRecord } from '@/e2e/fixture/progress.helpers';

test.use({ timezoneId: 'UTC' });

const done = { links: [], documents: [], restricted: [], visited: true, quizzes: {}, uploads: {} };
/** Ada's saved progress: the videos of 1.2 (the page that moves) and 2.1's quiz and upload. */
const ADA_PAGES = {
  softwareB1Module1_2: { ...done, videos: ['Playable video', 'Restricted video'] },
  softwareB1Module2_1: {
    ...done,
    videos: [],
    quizzes: { 0: { correct: 3, total: 3, passed: true, quizKey: QUIZ_KEY, answers: { 1: '4', 2: 'Blue', 3: '8' } } },
    uploads: { 1: { count: 1, names: ['proof.png'], fullName: 'Ada Test', eid: 'at1234' } },
  },
};

/** On /progress: the downloaded file and the report e-mail's body. */
async function fileAndReport(page: Page) {
  await page.goto('/progress/');
  await expect(page.getByText('2 / 10 submodules complete in all')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my progress' }).click()]);
  const file = { name: download.suggestedFilename(), mimeType: 'application/json', buffer: fs.readFileSync((await download.path())!) };
  const href = await page.getByRole('link', { name: 'Email my progress report' }).getAttribute('href');
  return { file, report: new URL(href!).searchParams.get('body')! };
}

/** Gives /review the file, the report and a code cut short by a mail client, under Cy's report line. */
async function giveTheReview(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, report: string) {
  await page.goto('/review/');
  await page.getByLabel('Choose progress files').setInputFiles(file);
  const code = report.split('\n').at(-1)!;
  const cut = `Onboarding progress of Cy Broken (cy7) on 2026-11-23 10:00\n\n${code.slice(0, 40)}`;
  await page.getByLabel('Paste report e-mails').fill(`${report}\n\n${cut}\n`);
  await page.getByRole('button', { name: 'Read pasted text' }).click();
}

/**
 * Ada's row: her team, her team's first block (Software Block 1, where the page that moved is),
 * quizzes passed and the status. The row shows her team's blocks only, so the next deploy's new
 * Hardware submodule is not in it.
 */
async function expectAdaRow(page: Page, softwareB1: string) {
  const ada = page.getByRole('row').filter({ hasText: 'at1234' });
  // The file and the e-mail are two reports of one member: one row, the newest shown.
  await expect(ada.getByRole('rowheader')).toHaveText(/^Ada Test/);
  await expect(ada.getByRole('rowheader')).toContainText('newest of 2 reports');
  const cells = ada.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Software');
  await expect(cells.nth(2)).toHaveText(softwareB1);
  await expect(cells.nth(6)).toHaveText(/^1 \/ 1/);
  await expect(cells.last()).toContainText('In progress');
  await expect(page.getByRole('region', { name: 'Could not be read' })).toContainText('(Cy Broken, cy7)');
}

test('a file and a report made before a curriculum edit are read after it, and the kept table survives the deploy', async ({
  page,
  deploy,
}) => {
  test.slow(); // three builds' pages, sign-in's key derivation, two reviews
  await seedProgress(page, 'at1234', storedRecord(ADA_PAGES));
  await signInThroughForm(page);
  const { file, report } = await fileAndReport(page);
  expect(report).toMatch(/\nProgress code: NTP2\.[A-Za-z0-9_-]+$/);

  await giveTheReview(page, file, report);
  await expectAdaRow(page, '2 / 3');
  await page.getByLabel('Keep this table in this browser').check();

  deploy('next');
  // The officer comes back after the deploy: the kept table, read again by the new build.
  await page.goto('/review/');
  await expectAdaRow(page, '2 / 3');
  await expect(page.getByLabel('Keep this table in this browser')).toBeChecked();

  // The same file and report given afresh to the new build: the same counts.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('0 members: 0 complete, 0 in progress, 0 not started')).toBeVisible();
  await giveTheReview(page, file, report);
  await expectAdaRow(page, '2 / 3');
  // The moved page counts where it is now: 2.2 is done on the member's own /progress too.
  await page.goto('/progress/');
  await expect(page.getByText('2 / 11 submodules complete in all')).toBeVisible();
});
