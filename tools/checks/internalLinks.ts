/**
 * content:check's links inside the site: every site path in content/ (a link or an image in a page
 * body, a task's description or a resource's text, a path in YAML) against the pages and files the
 * build publishes (./links/siteIndex.ts), with the closest real address when one is near. A link
 * written relative to the page (`[us](about)`) breaks under a base path and is refused too. Outside
 * addresses are `links:check -- --external`'s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot, displayPath } from '@/lib/content/core';
import { ContentError, type ContentProblem } from '@/lib/content/problems';
import { checkInternalLink, type SiteIndex } from './links/checkInternalLink';
import { extractLinks } from './links/extractLinks';
import { contentFiles, readSiteIndex } from './links/siteIndex';

/** `[us](about)`: the address from the site root to write instead, the closest page when that is none. */
function relativeLink(url: string, site: SiteIndex): Omit<ContentProblem, 'file' | 'field' | 'line'> {
  const rooted = `/${url.replace(/^(\.\/)+/, '')}`;
  const problem = checkInternalLink(rooted, site);
  const meant = problem?.hint?.match(/^Did you mean (\S+)\?$/)?.[1];
  const instead = problem ? (meant ?? 'its address from the site root, like /about') : rooted;
  return {
    message: `"${url}" is a relative link, which leads elsewhere under the site's base path: write ${instead}, or a full https:// address`,
  };
}

/** The problems of every internal and relative link in content/ (or CONTENT_DIR), in file and line order. */
export function internalLinkProblems(): ContentProblem[] {
  const site = readSiteIndex(process.cwd());
  return contentFiles(contentRoot()).flatMap((absolute) => {
    const file = displayPath(absolute);
    // A file that does not read has its own problem from its loader; its links are checked once it reads.
    const { links } = extractLinks(fs.readFileSync(absolute, 'utf8'), path.basename(absolute));
    return links.flatMap((link): ContentProblem[] => {
      const at = { file, field: '', line: link.line };
      if (link.kind === 'relative') return [{ ...at, ...relativeLink(link.url, site) }];
      if (link.kind !== 'internal') return [];
      const problem = checkInternalLink(link.url, site);
      return problem ? [{ ...at, ...problem }] : [];
    });
  });
}

/** Throws the problems as one ContentError, the way every collection reports. */
export function checkInternalLinks(): void {
  const problems = internalLinkProblems();
  if (problems.length) throw new ContentError(problems);
}
