/** Helpers for the sign-in, guard and members' pages specs. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { membersPages as registry, type SinglePageRoute } from '@/lib/members/pages';

/** The code scripts/build-e2e.sh builds the fixture export with. */
export const FIXTURE_ACCESS_CODE = process.env.E2E_ACCESS_CODE ?? 'fixture-code-7431';

/** What the specs look for on one members' page. */
type PageTexts = {
  /** Its level-one heading: interface words, or its content file's title, the same in the real content (smoke/members.spec.ts). */
  heading: string;
  /** A text only a member may ever see on it (guard.spec.ts). */
  secret: string;
  /**
   * A text only its sealed file holds, and the address that shows it when not the page's own
   * (sealed.spec.ts); null when the page shows none before the member acts.
   */
  fromSealedFile: { text: string; at?: string } | null;
};

/** Each members' page at a fixed address (lib/members/pages.ts): a page without its texts here does not type-check. */
const pageTexts = {
  '/member': { heading: 'Member Home', secret: 'Member Home', fromSealedFile: { text: 'Competition Information' } },
  '/general-info': {
    heading: 'General Info',
    secret: 'General Skills Block',
    fromSealedFile: { text: 'The General Skills Block holds the core modules for everyone.' },
  },
  '/programs': {
    heading: 'Which team are you in?',
    secret: 'Which team are you in?',
    fromSealedFile: { text: 'Block 1: General Skills', at: '/programs/?team=software' },
  },
  '/progress': { heading: 'My progress', secret: 'My progress', fromSealedFile: { text: 'Links and Docs' } },
  // The officers' review: its words are interface, not content, yet shown only once the guard
  // lets a member in. The outline it opens (/progress's) shows none of its texts until a file is added.
  '/review': { heading: 'Review members’ progress', secret: 'Keep this table in this browser', fromSealedFile: null },
  '/competition-info': {
    heading: 'Competition Information',
    secret: 'More details coming soon!',
    fromSealedFile: { text: 'More details coming soon!' },
  },
  '/ask-questions': { heading: 'Contact Us', secret: 'Fixture Research Lead', fromSealedFile: { text: 'Technical Questions' } },
} satisfies Record<SinglePageRoute, PageTexts>;

/**
 * Members' pages at fixed addresses, in the order of lib/members/pages.ts, with the sealed file each
 * opens. The module pages are listed from the curriculum by the specs that visit them.
 */
export const membersPages = registry.flatMap((page) => {
  if (page.sealed === null) return [];
  const texts: PageTexts | undefined = pageTexts[page.route];
  // Playwright runs the specs without type-checking them: a page without texts stops every spec here.
  if (!texts) throw new Error(`e2e/support/members.ts: the members' page ${page.route} of lib/members/pages.ts has no texts to test it by`);
  return [{ path: `${page.route}/`, sealedName: page.sealed, ...texts }];
});

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

/** `studentId`: the label of the student ID field, the university's word in site.yaml (EID in e2e/content). */
export async function fillSignIn(page: Page, values: { fullName?: string; eid?: string; password?: string; studentId?: string }) {
  if (values.fullName !== undefined) await page.getByLabel('Full name').fill(values.fullName);
  if (values.eid !== undefined) await page.getByLabel(values.studentId ?? 'EID').fill(values.eid);
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
export async function signInThroughForm(
  page: Page,
  { password = FIXTURE_ACCESS_CODE, keep = false, studentId = 'EID' }: { password?: string; keep?: boolean; studentId?: string } = {},
) {
  await page.goto('/login/');
  await fillSignIn(page, { fullName: 'Ada Test', eid: 'at1234', password, studentId });
  if (keep) await page.getByRole('checkbox', { name: 'Keep me signed in on this device' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Member Home' })).toBeVisible({ timeout: 15_000 });
}

/** Every module page of the fixture curriculum (e2e/content/onboarding), by its address. */
const CURRICULUM = 'e2e/content/onboarding';
export const fixtureModulePages = fs
  .readdirSync(CURRICULUM, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    fs
      .readdirSync(path.join(CURRICULUM, d.name))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => `/onboarding/${d.name}/${f.replace('.mdx', '')}/`),
  );
