/**
 * What the build publishes, read from the project: every page and file address of app/ (each dynamic
 * route expanded with the params its route file makes it with, lib/routes/staticParams.ts) and every
 * file under public/. Feeds checkInternalLink: a link is checked against the addresses the export
 * will hold, never against a list kept by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '@/lib/content/problems';
import { staticParams } from '@/lib/routes/staticParams';
import type { SiteIndex } from './checkInternalLink';

const PAGE_FILE = /^page\.(tsx|ts|jsx|js|mdx)$/;
const ROUTE_FILE = /^route\.(ts|js)$/;
/** Next's metadata files at the root of app/ and the address each is published at. */
const METADATA_FILES: Record<string, string> = {
  'manifest.ts': '/manifest.webmanifest',
  'robots.ts': '/robots.txt',
  'sitemap.ts': '/sitemap.xml',
  'favicon.ico': '/favicon.ico',
};

/**
 * The address patterns of an App Router tree, pages and route handlers alike (`/about`,
 * `/events.ics`, `/onboarding/[block]/[sub]`): route groups `(x)` vanish, private `_x` and slots `@x`
 * are skipped.
 */
export function appRoutes(appDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && (PAGE_FILE.test(entry.name) || ROUTE_FILE.test(entry.name))) routes.push(`/${segments.join('/')}`);
      if (entry.isFile() && segments.length === 0 && METADATA_FILES[entry.name]) routes.push(METADATA_FILES[entry.name]);
      if (!entry.isDirectory() || /^[_@]/.test(entry.name)) continue;
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
      walk(path.join(dir, entry.name), next);
    }
  };
  if (fs.existsSync(appDir)) walk(appDir, []);
  return [...new Set(routes)].sort();
}

const isDynamic = (pattern: string) => pattern.includes('[');

/**
 * The addresses a dynamic route makes; null when its content does not load (content:check reports
 * why, so nothing passes meanwhile). A dynamic route without params in lib/routes/staticParams.ts is
 * a developer's slip: it throws, naming the file to change.
 */
export function expandRoute(pattern: string): string[] | null {
  const params = (staticParams as Record<string, () => Array<Record<string, string>>>)[pattern];
  if (!params) throw new Error(`app/ has the dynamic route ${pattern}: give its params in lib/routes/staticParams.ts`);
  try {
    return params().map((values) => pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => values[name]));
  } catch (e) {
    if (e instanceof ContentError) return null;
    throw e;
  }
}

/** Every file under a folder as a site path (`/images/logo.svg`), in name order. */
function sitePathsUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => `/${name.split(path.sep).join('/')}`)
    .sort();
}

export function readSiteIndex(projectDir: string): SiteIndex {
  const addresses = new Set<string>();
  const unlisted: string[] = [];
  for (const pattern of appRoutes(path.join(projectDir, 'app'))) {
    const expanded = isDynamic(pattern) ? expandRoute(pattern) : [pattern];
    if (expanded === null) unlisted.push(pattern);
    else expanded.forEach((address) => addresses.add(address));
  }
  // PUBLIC_DIR: the fixture content's pictures in the unit tests, as in lib/content/core.ts.
  const publicDir = path.resolve(projectDir, process.env.PUBLIC_DIR || 'public');
  let files: string[] | undefined;
  const publicFiles = () => (files ??= sitePathsUnder(publicDir));
  return {
    addresses,
    unlisted,
    publicFiles,
    // Exact letter case at every level: GitHub Pages is case-sensitive even when a laptop is not.
    publicFileExists: (sitePath) => publicFiles().includes(sitePath),
  };
}

/** `softwareB1/1_2` for every content/onboarding/<block>/<m>_<s>.mdx (the synthetic bench's free names). */
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
