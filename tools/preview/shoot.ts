/**
 * Pictures of one static export's pages for `npm run preview`: served as GitHub Pages serves it
 * (tools/serve/staticServer.mjs's rules), every outside request refused (so both builds see the same
 * page), motion reduced, signed in through the sign-in form before the first members' page.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { handler } from '@/tools/serve/staticServer.mjs';

export const WIDTHS = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const;

/**
 * The pictures show each page as a reader sees it once scrolled through, the same in both builds:
 * sections that fade in on scrolling are shown, the home intro (a fixed stage that the scroll
 * uncovers) is laid out above the content it uncovers, and a video shows its poster image (whether a
 * video's first frame has arrived when the picture is taken is chance, and would read as a change).
 */
const STILL_CSS = `
video { visibility: hidden !important; }
[data-reveal] { opacity: 1 !important; transform: none !important; }
[data-testid='home-intro'] { position: relative !important; top: 0 !important; height: 70vh !important; }
[data-testid='home-intro'] + div { display: none !important; }
[data-testid='home-intro'] ~ div { opacity: 1 !important; }
`;

export type Picture =
  { status: 'ok'; text: string; shots: Map<number, Buffer> } | { status: 'missing' } | { status: 'failed'; problem: string };

export async function serveExport(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler(dir, ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function signIn(page: Page, site: string, accessCode: string) {
  await page.goto(`${site}/login/`);
  await page.getByLabel('Full name').fill('Preview Reviewer');
  await page.getByLabel('EID').fill('pr0000');
  await page.getByLabel('Password', { exact: true }).fill(accessCode);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Member Home' }).waitFor({ timeout: 30_000 });
}

/** Waits for what a reader waits for: the heading, the network quiet, every image and font in. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // A full-page picture shows what is below the fold too: load the lazy images now.
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
  );
  await page.waitForFunction(() => [...document.images].every((img) => img.complete) && document.fonts.status === 'loaded', undefined, {
    timeout: 30_000,
  });
}

/** Every route at both widths; members' routes after signing in (once per width). */
export async function pictureExport(
  browser: Browser,
  site: string,
  routes: Array<{ route: string; members: boolean }>,
  accessCode: string,
): Promise<Map<string, Picture>> {
  const pictures = new Map<string, Picture>();
  for (const size of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.mobile,
      hasTouch: size.mobile,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    await context.route('**/*', (route) => (route.request().url().startsWith(site) ? route.continue() : route.abort()));
    const page = await context.newPage();
    let signedIn = false;
    for (const { route, members } of routes) {
      const known = pictures.get(route);
      if (known && known.status !== 'ok') continue;
      try {
        if (members && !signedIn) {
          await signIn(page, site, accessCode);
          signedIn = true;
        }
        const response = await page.goto(`${site}${route}`);
        if (response?.status() === 404) {
          pictures.set(route, { status: 'missing' });
          continue;
        }
        await page.addStyleTag({ content: STILL_CSS });
        await settle(page);
        const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        const text = await page.evaluate(() => document.body.innerText);
        const entry = known ?? { status: 'ok' as const, text, shots: new Map<number, Buffer>() };
        entry.shots.set(size.width, shot);
        pictures.set(route, entry);
      } catch (error) {
        const problem = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        pictures.set(route, { status: 'failed', problem: `at ${size.width} px: ${problem}` });
      }
    }
    await context.close();
  }
  return pictures;
}
