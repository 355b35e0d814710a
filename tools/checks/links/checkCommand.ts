/**
 * `npm run links:check` (scripts/links-check.ts, which only passes its arguments and exit code): the
 * addresses outside the site. Offline it names an address content must not use and a template's
 * placeholder left in; with `--external` it also requests every outside address and each video's
 * thumbnail on the video service's image host (needs a network; for an officer before a PR). Links
 * and images inside the site are content:check's (tools/checks/internalLinks.ts), checked against
 * what the build publishes. Prints `file:line:col: message` for each failure (in GitHub Actions also
 * as an annotation) and exits 1 on any.
 *
 * A function, so that the tests can check an officer's many scenarios in one process; one test still
 * runs the command itself (tools/checks/links/__tests__/linksCheckScript.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CommandOutput } from '@/tools/checks/checkCommand';
import { githubAnnotation, inGitHubActions } from '@/tools/checks/annotations';
import { contentRoot, displayPath } from '@/lib/content/core';
import { plural } from '@/lib/text/plural';
import { checkExternalUrl, mapLimited, placeholderProblem, videoThumbnailUrl, type Fetch } from './checkExternal';
import { extractLinks, type FoundLink } from './extractLinks';
import { contentFiles } from './siteIndex';

type Located = FoundLink & { file: string };
type Failure = { file: string; line: number; column: number; message: string };
const byPosition = (a: Failure, b: Failure) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

/** Runs the check with the command line's arguments, from the project in the working directory; resolves to the exit code. */
export async function linksCheckCommand(args: readonly string[], out: CommandOutput = console): Promise<number> {
  const external = args.includes('--external');
  const root = contentRoot();
  const failures: Failure[] = [];
  const fail = (l: Omit<Failure, 'message'>, message: string) => failures.push({ file: l.file, line: l.line, column: l.column, message });

  const found: Located[] = [];
  for (const absolute of contentFiles(root)) {
    const file = displayPath(absolute);
    const { links, unreadable } = extractLinks(fs.readFileSync(absolute, 'utf8'), path.basename(absolute));
    if (unreadable) fail({ file, ...unreadable }, unreadable.message);
    for (const link of links) found.push({ ...link, file });
  }

  for (const link of found) {
    if (link.kind === 'unsafe')
      fail(
        link,
        `"${link.url}" is not allowed in content (the browser would run or open it as a page of its own): use a full https:// address or a site path instead`,
      );
    const problem = link.kind === 'external' ? placeholderProblem(link.url) : null;
    if (problem) fail(link, problem);
  }
  const outsideCount = new Set(found.filter((l) => l.kind === 'external').map((l) => l.url)).size;

  async function checkExternal() {
    const occurrences = new Map<string, Array<Located & { what: string }>>();
    const add = (url: string, at: Located, what: string) => occurrences.set(url, [...(occurrences.get(url) ?? []), { ...at, what }]);
    for (const link of found.filter((l) => l.kind === 'external')) {
      add(link.url, link, link.url);
      const thumbnail = videoThumbnailUrl(link.url);
      if (thumbnail) add(thumbnail, link, `the thumbnail of video ${link.url} (${thumbnail}): the video may be removed or private`);
    }
    const urls = [...occurrences.keys()];
    out.log(`… requesting ${urls.length} external addresses (8 at a time, 10 s timeout each)`);
    const results = await mapLimited(urls, 8, (url) => checkExternalUrl(url, fetch as unknown as Fetch));
    let skipped = 0;
    const reached = results.filter((r) => r.ok === true || (r.ok === false && !r.message.startsWith('cannot connect'))).length;
    if (urls.length > 0 && reached === 0) {
      out.error('✗ no external address could be reached: is this machine offline? Connect and run again.');
    }
    for (const result of results) {
      if (result.ok === true) continue;
      for (const at of occurrences.get(result.url)!) {
        if (result.ok === 'skipped') out.log(`  skipped ${at.file}:${at.line}:${at.column}: ${at.what}: ${result.message}`);
        else fail(at, `${at.what}: ${result.message}`);
      }
      if (result.ok === 'skipped') skipped++;
    }
    return { checked: urls.length - skipped, skipped };
  }

  const ext = external ? await checkExternal() : null;
  const summary = ext
    ? `${ext.checked} outside addresses requested (${ext.skipped} skipped) in ${displayPath(root)}/`
    : `${outsideCount} outside addresses in ${displayPath(root)}/, none requested`;
  if (failures.length > 0) {
    out.error(`\n✗ ${plural(failures.length, 'broken link')} (${summary}):\n`);
    for (const f of failures.sort(byPosition)) out.error(`  ${f.file}:${f.line}:${f.column}: ${f.message}`);
    out.error('\nFix each address above (or remove the link), save, and run `npm run links:check` again.\n');
    // In GitHub Actions, also an annotation on the line of the pull request's "Files changed".
    if (inGitHubActions()) for (const f of failures) out.log(githubAnnotation(f, 'links check', f.message));
    return 1;
  }
  const what = external
    ? `links OK: ${summary}`
    : `no placeholder or unsafe address among the ${summary} (add \`-- --external\` to request them)`;
  out.log(`✓ ${what}; links and images inside the site: \`npm run content:check\``);
  return 0;
}
