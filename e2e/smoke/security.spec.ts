import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@/e2e/support';

// Every members' page of the real export, found on disk: the top folders of app/(members) are the
// members' routes, and every index.html below them in the export is one of their pages.
const EXPORT = '.e2e/real';
const membersRoutes = fs
  .readdirSync('app/(members)', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const exportedPages = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs.readdirSync(folder, { withFileTypes: true }).flatMap((d) => {
        const full = path.join(folder, d.name);
        if (d.isDirectory()) return exportedPages(full);
        return d.name === 'index.html' ? [path.relative(EXPORT, folder) + '/'] : [];
      })
    : [];
const membersPages = membersRoutes.flatMap((route) => exportedPages(path.join(EXPORT, route)));
const modulePages = fs.readdirSync('content/onboarding', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'));

test("every exported members' page of the real site, each module page included, is noindex", async ({ request }) => {
  expect(membersPages.filter((p) => p.startsWith('onboarding/'))).toHaveLength(modulePages.length);
  for (const page of membersPages) {
    const html = await (await request.get(page)).text();
    expect(/<meta name="robots" content="([^"]*)"/.exec(html)?.[1], page).toMatch(/^noindex/);
  }
});
