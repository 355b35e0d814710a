/** Helpers for the sign-in, guard and members' pages specs. */
import { expect, type Page } from '@playwright/test';

/** The code scripts/build-e2e.sh builds the fixture export with. */
export const FIXTURE_ACCESS_CODE = process.env.E2E_ACCESS_CODE ?? 'fixture-code-7431';

/** Members' pages at fixed addresses, with a text only a member may ever see on each. */
export const membersPages = [
  { path: '/member/', heading: 'Member Home', secret: 'Member Home' },
  { path: '/programs/', heading: 'Which team are you in?', secret: 'Which team are you in?' },
  { path: '/general-info/', heading: 'General Info', secret: 'General Skills Block' },
  { path: '/competition-info/', heading: 'Competition Information', secret: 'More details coming soon!' },
  { path: '/ask-questions/', heading: 'Contact Us', secret: 'Fixture Research Lead' },
  // The officers' review: its words are interface, not content, yet shown only once the guard
  // lets a member in.
  { path: '/review/', heading: 'Review members’ progress', secret: 'Keep this table in this browser' },
] as const;

declare global {
  interface Window {
    __bodyTexts?: string[];
  }
}

/**
 * Records every text the page's body ever shows, from the first parsed node on (scripts excluded),
 * so a test can prove that something was never painted, not even for a frame.
 */
export async function recordBodyTexts(page: Page) {
  await page.addInitScript(() => {
    const texts: string[] = (window.__bodyTexts = []);
    const snapshot = () => {
      if (!document.body) return;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement?.tagName;
        if (parent !== 'SCRIPT' && parent !== 'STYLE' && parent !== 'NOSCRIPT' && parent !== 'TEMPLATE') parts.push(n.textContent ?? '');
      }
      const text = parts.join(' ');
      if (texts[texts.length - 1] !== text) texts.push(text);
    };
    new MutationObserver(snapshot).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return async () => page.evaluate(() => window.__bodyTexts ?? []);
}

export async function fillSignIn(page: Page, values: { fullName?: string; eid?: string; password?: string }) {
  if (values.fullName !== undefined) await page.getByLabel('Full name').fill(values.fullName);
  if (values.eid !== undefined) await page.getByLabel('EID').fill(values.eid);
  if (values.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(values.password);
}

export async function storageEntry(page: Page, kind: 'sessionStorage' | 'localStorage' = 'sessionStorage') {
  return page.evaluate((k) => window[k].getItem('member'), kind);
}

export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * Signs the fixture member in through the form, as a member does on the export under test (the
 * session's key is opened by the page itself), with 'Keep me signed in on this device' when `keep`.
 */
export async function signInThroughForm(page: Page, { password = FIXTURE_ACCESS_CODE, keep = false } = {}) {
  await page.goto('/login/');
  await fillSignIn(page, { fullName: 'Ada Test', eid: 'at1234', password });
  if (keep) await page.getByRole('checkbox', { name: 'Keep me signed in on this device' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Member Home' })).toBeVisible({ timeout: 15_000 });
}
