/** Shared e2e helpers. Import `test` and `expect` from here, not from @playwright/test. */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const FIXTURE_MEMBER = { memberId: '1727000000000', fullName: 'Ada Test', eid: 'at1234', role: 'member' } as const;

/** Signs in the way a returning member is restored: 'member' in session storage before any script runs. */
export async function signInByStorage(page: Page, member: object = FIXTURE_MEMBER) {
  await page.addInitScript((value) => {
    // Init scripts run in every frame; embedded third-party frames (a mocked video player) may not
    // touch storage, and only the top document needs the member.
    if (window.top !== window) return;
    window.sessionStorage.setItem('member', value);
  }, JSON.stringify(member));
}

/** Zero serious or critical axe violations on what the page shows now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

type Fixtures = { externalRequests: string[]; consoleErrors: string[] };

/**
 * Every test gets two guards:
 * - requests to any host other than this machine are aborted and recorded (tests that expect a call
 *   mock it with page.route first: routes added later take precedence);
 * - console errors are recorded; both lists must be empty at the end unless the test empties them.
 */
export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ page }, use) => {
    const seen: string[] = [];
    await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/]).*/, (route) => {
      seen.push(route.request().url());
      return route.abort('blockedbyclient');
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
