// The browser's state before each audit of `npm run lighthouse` (scripts/lighthouse.mjs), driven
// through puppeteer-core: a member signed in through the form, or a visitor with nothing kept.

/**
 * Signs in as a member does: the form, 'Keep me signed in', Log in, Member Home. The kept sign-in is
 * the browser's local storage, which the audited tab restores; the HTTP cache, the offline worker and
 * its cache are then emptied, and
 * Lighthouse told to leave storage alone, so the audit is a returning member's cold visit. A member
 * still signed in from the page audited before is taken from /login to Member Home at once, as on the
 * site.
 */
export async function signInThroughForm(browser, siteUrl, accessCode) {
  const page = await browser.newPage();
  const atMemberHome = () => /\/member\/?$/.test(location.pathname);
  try {
    await page.goto(`${siteUrl}/login/`);
    // The form is enabled once it has hydrated (what is typed before then could be lost).
    await page.waitForFunction(
      () => /\/member\/?$/.test(location.pathname) || document.querySelector('button[type="submit"]:not([disabled])'),
      { timeout: 60_000 },
    );
    if (!(await page.evaluate(atMemberHome))) {
      await page.type('#fullName', 'Lighthouse Test');
      await page.type('#eid', 'lh1234');
      await page.type('#password', accessCode);
      await page.$eval('input[name="keep"]', (box) => {
        if (!box.checked) box.click();
      });
      await Promise.all([page.waitForFunction(atMemberHome, { timeout: 60_000 }), page.click('button[type="submit"]')]);
    }
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    // The offline worker installed during the sign-in would answer the audit from its cache: a cold
    // visit has neither (docs/decisions/offline.md); the kept sign-in (local storage) stays.
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(siteUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await session.detach();
  } finally {
    await page.close();
  }
}

/**
 * A visitor's browser: the site's storage emptied, the kept sign-in with it. Lighthouse's own reset
 * leaves local storage alone, so without this a public page audited after a members' page was the
 * signed-in page (/login/ itself sent on to Member Home, noindex).
 */
export async function forgetSignIn(browser, siteUrl) {
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Storage.clearDataForOrigin', { origin: new URL(siteUrl).origin, storageTypes: 'all' });
    await session.detach();
  } finally {
    await page.close();
  }
}
