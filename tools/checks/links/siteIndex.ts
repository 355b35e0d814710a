/**
 * What exists in the site, read from disk: page routes from app/, onboarding pages from the content
 * tree, files from public/. Feeds checkInternalLink.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteIndex } from './checkInternalLink';

const PAGE_FILE = /^page\.(tsx|ts|jsx|js|mdx)$/;

/** Route patterns of an App Router tree: route groups `(x)` vanish, private `_x` and slots `@x` are skipped. */
export function appRoutes(appDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && PAGE_FILE.test(entry.name)) routes.push(`/${segments.join('/')}`);
      if (!entry.isDirectory() || /^[_@]/.test(entry.name)) continue;
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
      walk(path.join(dir, entry.name), next);
    }
  };
  if (fs.existsSync(appDir)) walk(appDir, []);
  return [...new Set(routes)].sort();
}

/** `softwareB1/1_2` for every content/onboarding/<block>/<m>_<s>.mdx. */
export function onboardingPages(contentDir: string): Set<string> {
  const root = path.join(contentDir, 'onboarding');
  const pages = new Set<string>();
  if (!fs.existsSync(root)) return pages;
  for (const block of fs.readdirSync(root, { withFileTypes: true })) {
    if (!block.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(root, block.name))) {
      const m = /^(\d+_\d+)\.mdx$/.exec(file);
      if (m) pages.add(`${block.name}/${m[1]}`);
    }
  }
  return pages;
}

export function readSiteIndex(projectDir: string, contentDir: string): SiteIndex {
  // PUBLIC_DIR: the fixture content's pictures in the unit tests, as in lib/content/core.ts.
  const publicDir = path.resolve(projectDir, process.env.PUBLIC_DIR || 'public');
  return {
    routes: appRoutes(path.join(projectDir, 'app')),
    onboardingPages: onboardingPages(contentDir),
    publicFileExists: (sitePath) => {
      const file = path.join(publicDir, sitePath);
      if (!file.startsWith(publicDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
      // Exact letter case at every level: GitHub Pages is case-sensitive even when a laptop is not.
      let dir = publicDir;
      for (const segment of path.relative(publicDir, file).split(path.sep)) {
        if (!fs.readdirSync(dir).includes(segment)) return false;
        dir = path.join(dir, segment);
      }
      return true;
    },
  };
}

/** Every content file links are read from. */
export function contentFiles(contentDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ya?ml|mdx?)$/i.test(entry.name)) files.push(full);
    }
  };
  if (fs.existsSync(contentDir)) walk(contentDir);
  return files.sort();
}
