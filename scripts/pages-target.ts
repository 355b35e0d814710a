/**
 * Where GitHub Pages serves this site (lib/build/pagesTarget.ts), for deploy.yml:
 * - `tsx scripts/pages-target.ts` prints `base_path=…` and `custom_domain=…` for $GITHUB_OUTPUT (the
 *   build's NEXT_PUBLIC_BASE_PATH), and says which to stderr, which the job's log shows;
 * - `tsx scripts/pages-target.ts --cname out` writes out/CNAME for a custom domain (nothing otherwise).
 * The address is content/site.yaml's `url`, the repository GITHUB_REPOSITORY.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cnameText, pagesTarget } from '../lib/build/pagesTarget';
import { loadSite } from '../lib/content/site';

const { url } = loadSite();
const target = pagesTarget(url, process.env.GITHUB_REPOSITORY);
const [flag, dir] = process.argv.slice(2);

if (flag === '--cname') {
  if (!dir) {
    console.error('pages-target: --cname needs the export folder, e.g. --cname out');
    process.exit(1);
  }
  const text = cnameText(target);
  if (text) {
    fs.writeFileSync(path.join(dir, 'CNAME'), text);
    console.error(`pages-target: ${path.join(dir, 'CNAME')} names ${target.customDomain}`);
  }
} else {
  const where = target.customDomain
    ? `the custom domain ${target.customDomain}, at the root`
    : `${url}${target.basePath || ' at the root'}`;
  console.error(`pages-target: content/site.yaml's url ${url}: the site is served from ${where}`);
  console.log(`base_path=${target.basePath}`);
  console.log(`custom_domain=${target.customDomain ?? ''}`);
}
