/**
 * One origin, several deploys: a test signs in on one build of the site, then the site is "deployed"
 * again (another export answers at the same address) while the browser keeps what it stored.
 * Local storage belongs to an origin, so a second server on another port would prove nothing.
 *
 * Every request to the test's origin (http://localhost:<port>, a secure context, as WebCrypto needs)
 * is answered from the chosen export by the rules of tools/serve/staticServer.mjs (its own resolver):
 * clean URLs, a folder's path redirected to its slash, 404.html with status 404. No server listens
 * on the port; the browser context's route answers instead, for every page of the context (a new
 * page stands for the browser after a restart). `page.request` does not pass through the route: read
 * the export from the page (`fetch` in `page.evaluate`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentType, resolveStatic } from '@/tools/serve/staticServer.mjs';
import { DEPLOY_ORIGIN, deployExports, type DeployName } from './deployExports';
import { test as base } from './index';
export { signInThroughForm } from './members';

export { OTHER_ACCESS_CODE } from './deployExports';

type Deploys = {
  /** Which export answers at the test's origin from now on: the next request gets the new build. */
  deploy: (name: DeployName) => void;
};

export const test = base.extend<Deploys>({
  deploy: [
    async ({ context }, use) => {
      let root = path.resolve(deployExports.first);
      await context.route(`${DEPLOY_ORIGIN}/**`, (route) => {
        const found = resolveStatic(root, '', route.request().url());
        if (found.status === 301) return route.fulfill({ status: 301, headers: { Location: found.location } });
        return route.fulfill({
          status: found.status,
          path: found.file,
          contentType: contentType(found.file),
          headers: { 'Cache-Control': 'no-store' },
        });
      });
      await use((name) => {
        root = path.resolve(deployExports[name]);
        if (!fs.existsSync(root)) throw new Error(`${deployExports[name]} is missing: build it with bash scripts/build-e2e.sh fixture`);
      });
    },
    { auto: true },
  ],
});

export { expect } from './index';
