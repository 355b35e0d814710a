/** Shared e2e helpers. Import `test` and `expect` from here, not from @playwright/test. */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import type { StoredKey } from '@/lib/seal/access';
import { accessId, openAccess, toBase64, type AccessRecord } from '@/lib/seal/crypto';

export const FIXTURE_MEMBER = { memberId: '1727000000000', fullName: 'Ada Test', eid: 'at1234', role: 'member' } as const;

/** The access codes scripts/build-e2e.sh builds the two exports with. */
const accessCodes = {
  fixture: process.env.E2E_ACCESS_CODE ?? 'fixture-code-7431',
  real: process.env.E2E_REAL_ACCESS_CODE ?? 'real-smoke-code-2291',
};

const openedKeys = new Map<string, Promise<StoredKey>>();

/**
 * The key a member's session holds after signing in to the export under test: this build's content
 * key, opened from its public access record with the build's code, as the sign-in form does.
 */
export async function memberKeyFor(
  page: Page,
  code: string = test.info().project.name === 'smoke' ? accessCodes.real : accessCodes.fixture,
): Promise<StoredKey> {
  const response = await page.request.get('sealed/access.json');
  expect(response.ok(), 'the export has sealed/access.json').toBe(true);
  const record = (await response.json()) as AccessRecord;
  const cacheKey = `${record.check}:${code}`;
  let found = openedKeys.get(cacheKey);
  if (!found) {
    found = openAccess(record, code).then((raw) => {
      if (!raw) throw new Error(`the access code ${code} does not open this export: was it built with another one?`);
      return { access: accessId(record), key: toBase64(raw) };
    });
    openedKeys.set(cacheKey, found);
  }
  return found;
}

/**
 * The storage names of the export under test: the smoke pass's export is under a base path, where
 * the site scopes its names to it (lib/asset `storageName`).
 */
export function storageNames(): { member: string; key: string } {
  const scope = test.info().project.name === 'smoke' ? ':/nt-base' : '';
  return { member: `member${scope}`, key: `member-key${scope}` };
}

/**
 * Signs in the way a returning member is restored: 'member' and its key in session storage before
 * any script runs. `key: null` leaves the key out (a hand-written session); a key object stands in
 * for another build's.
 */
export async function signInByStorage(page: Page, member: object = FIXTURE_MEMBER, options: { key?: StoredKey | null } = {}) {
  const key = options.key === undefined ? await memberKeyFor(page) : options.key;
  const names = storageNames();
  await page.addInitScript(
    ([value, keyValue, memberName, keyName]) => {
      // Init scripts run in every frame; embedded third-party frames (a mocked video player) may not
      // touch storage, and only the top document needs the member.
      if (window.top !== window) return;
      window.sessionStorage.setItem(memberName, value);
      if (keyValue) window.sessionStorage.setItem(keyName, keyValue);
    },
    [JSON.stringify(member), key ? JSON.stringify(key) : null, names.member, names.key] as const,
  );
}

/**
 * axe over the page and its frames in one `axe.run`, as AxeBuilder's legacy mode does, with axe's
 * 580 kB source sent to each frame once: AxeBuilder sends it to the page twice per check (once to
 * learn which mode it can use, once per frame), and a new renderer compiles it each time. Same
 * violations and passes as AxeBuilder's legacy mode on / and /about/, in 0.7-0.9 CPU-seconds where
 * it took 1.1-1.5 (all processes, six checks of each page); a planted image without alt, faint text
 * and an untitled frame with an image without alt in it were all reported.
 */
async function axeInOnePass(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // A frame may be gone by now (AxeBuilder ignores such frames too); axe in the page then marks it
    // untested. A page checked before (in the same document) has axe already.
    const inject = async () => {
      if (await frame.evaluate('typeof window.axe === "object"')) return;
      await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`);
    };
    await inject().catch(() => undefined);
  }
  // Only the violations are read: axe then keeps one example node of each rule that passed, not all.
  return page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
}

/**
 * What a user reads is the page at rest: axe's contrast rule counts opacity and overlap, so a dialog
 * still showing (sweetalert2's 0.3 s) fails it on a fast machine. Waits until no finite animation or
 * transition of an element with text is running; an empty shape's (a spinner, the 4 s flourish of
 * the success icon) is decoration and does not count.
 */
async function atRest(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        if (a.playState !== 'running' || !(a.effect instanceof KeyframeEffect)) return true;
        return a.effect.getComputedTiming().iterations === Infinity || !a.effect.target?.textContent?.trim();
      }),
    undefined,
    { timeout: 7_000 },
  );
}

/** The serious and critical violations, one line each: the rule, its help and the elements, after `prefix`. */
const seriousLines = (violations: AxeResults['violations'], prefix = '') =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${prefix}${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

/** Zero serious or critical axe violations on what the page shows now, once it has settled. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await atRest(page);
  // axe's default mode runs each frame on its own, then merges the results in a new blank tab; with
  // no frame from another origin, one axe.run over the page and its frames checks the same rules on
  // the same nodes without that tab, in 56-68% of the CPU time (measured on /about/, /events/ and /,
  // where both modes gave the same violations, passes and node counts, a planted faint text and an
  // image without alt among them). A frame from another origin (a mocked video player) keeps the
  // default mode, which reaches into it.
  const origin = new URL(page.url()).origin;
  const foreignFrame = page.frames().some((f) => f !== page.mainFrame() && /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin);
  const results = foreignFrame
    ? await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
    : await axeInOnePass(page);
  expect(seriousLines(results.violations)).toEqual([]);
  // The same page in the other theme: every check of a state in one theme checks its contrast in both.
  const shown = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  await expectReadableIn(page, shown === 'dark' ? 'light' : 'dark');
}

/**
 * axe's contrast rule on the page shown in `theme` (data-theme set, then put back), once the page has
 * settled, in the page's own document; frames (a video player) have no theme of ours. Only colours
 * change with the theme: names, roles and structure are the same in both.
 */
export async function expectReadableIn(page: Page, theme: 'light' | 'dark') {
  await atRest(page);
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (theme) => {
    const html = document.documentElement;
    const kept = html.getAttribute('data-theme');
    html.setAttribute('data-theme', theme);
    try {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: ['color-contrast'],
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations;
    } finally {
      if (kept === null) html.removeAttribute('data-theme');
      else html.setAttribute('data-theme', kept);
    }
  }, theme);
  expect(seriousLines(violations, `${theme}: `)).toEqual([]);
}

type Fixtures = { externalRequests: string[]; consoleErrors: string[] };

/** What Chromium says of a host its resolver rules refuse (playwright.config.ts). */
const UNRESOLVED = 'net::ERR_NAME_NOT_RESOLVED';
const isOutside = (url: string) => /^(https?|wss?):/.test(url) && !/^(https?|wss?):\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);

/**
 * Every test gets two guards:
 * - requests to any host other than this machine fail (the browser resolves no other host name, in
 *   every context: playwright.config.ts says why it is not a route) and those of the test's context
 *   are recorded here; a test that expects a call mocks it with page.route, which answers first;
 * - console errors are recorded; both lists must be empty at the end unless the test empties them.
 */
export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ context }, use) => {
      const seen: string[] = [];
      context.on('requestfailed', (request) => {
        if (isOutside(request.url()) && request.failure()?.errorText === UNRESOLVED) seen.push(request.url());
      });
      await use(seen);
      expect(seen, 'requests left the machine').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
