/**
 * `npm run preview [-- --base <git ref>] [-- --out <folder>]`: before and after pictures of every
 * page a change touches (docs/adding-content.md, 'Seeing your change before it is merged').
 *
 * 1. The change is the working tree against the base (default: the merge base with main), committed
 *    or not; tools/preview/touched.ts names the pages each changed file shows on.
 * 2. Both trees are built as static exports (`npm run build`, each in a temporary folder) with one
 *    throwaway access code, so the members' pages are pictured signed in.
 * 3. Each touched page is pictured in both at 390 × 844 and 1280 × 800 (full page), served as GitHub
 *    Pages serves them, and compared (tools/preview/compare.ts).
 * 4. preview/ gets a before | after PNG per changed page and width, the after picture of a new page,
 *    index.html (the gallery) and summary.md (what CI puts in its job summary).
 * `--all` pictures every page, every module page included, whatever changed (for a change to code or
 * styles whose reach one page per block would not show).
 * Exit status: 0 when it pictured what it could (a page that could not be pictured is listed with
 * the reason), 1 when the change itself does not build.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findBrowser } from './find-browser.mjs';
import { comparePictures, sideBySide } from '../tools/preview/compare';
import { appRoutes, readContentIndex } from '../tools/preview/contentIndex';
import { duration, galleryHtml, type PageResult, type PreviewRun, summaryMarkdown } from '../tools/preview/gallery';
import { type Picture, pictureExport, serveExport, WIDTHS } from '../tools/preview/shoot';
import { touchedPages } from '../tools/preview/touched';
import { buildTree, changesSince, resolveBase, writeBaseTree, writeChangeTree } from '../tools/preview/trees';

const ROOT = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const OUT = path.resolve(valueOf('--out') ?? path.join(ROOT, 'preview'));
const started = Date.now();
const say = (line: string) => console.log(`[preview ${duration((Date.now() - started) / 1000)}] ${line}`);

const fileName = (route: string, width: number) => `${route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${width}.png`;

async function resultOf(route: string, because: string[], before: Picture | undefined, after: Picture | undefined): Promise<PageResult> {
  const page: PageResult = { route, because, kind: 'unchanged', what: [], shots: [] };
  if (after?.status === 'failed' || before?.status === 'failed')
    return { ...page, kind: 'failed', problem: after?.status === 'failed' ? after.problem : (before as { problem: string }).problem };
  if (after?.status !== 'ok') {
    if (before?.status === 'ok') return { ...page, kind: 'removed' };
    return { ...page, kind: 'failed', problem: 'it is in neither build (404 in both)' };
  }
  if (before?.status !== 'ok') {
    page.kind = 'new';
    for (const [width, shot] of after.shots) {
      fs.writeFileSync(path.join(OUT, fileName(route, width)), new Uint8Array(shot));
      page.shots.push({ width, file: fileName(route, width), same: false });
    }
    return page;
  }
  for (const { width } of WIDTHS) {
    const [a, b] = [before.shots.get(width)!, after.shots.get(width)!];
    const comparison = await comparePictures(a, b);
    if (comparison.same) {
      page.shots.push({ width, file: null, same: true });
      continue;
    }
    fs.writeFileSync(
      path.join(OUT, fileName(route, width)),
      new Uint8Array(await sideBySide(a, b, comparison.boxes, comparison.afterBoxes)),
    );
    page.shots.push({ width, file: fileName(route, width), same: false, moved: comparison.moved });
  }
  if (page.shots.every((s) => s.same)) return page;
  return { ...page, kind: 'changed', what: before.text === after.text ? ['layout'] : ['text'] };
}

async function main() {
  const base = resolveBase(ROOT, valueOf('--base'));
  const changes = changesSince(ROOT, base);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nt-preview-'));
  const [beforeTree, afterTree] = [path.join(work, 'before'), path.join(work, 'after')];
  say(`base ${base.slice(0, 12)}; ${changes.length} changed files; working in ${work}`);
  writeBaseTree(ROOT, base, beforeTree);
  writeChangeTree(ROOT, afterTree);
  const [beforeIndex, afterIndex] = [readContentIndex(beforeTree), readContentIndex(afterTree)];
  const routes = appRoutes(afterTree);
  const touched = touchedPages(changes, beforeIndex, afterIndex, routes);
  if (args.includes('--all'))
    for (const route of [
      ...routes.public,
      ...routes.members,
      ...beforeIndex.modules.map((m) => m.route),
      ...afterIndex.modules.map((m) => m.route),
    ])
      if (!touched.pages.has(route)) touched.pages.set(route, ['--all']);
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const run: PreviewRun = { base, pages: [], notes: [...touched.notes], seconds: 0 };
  if (touched.pages.size === 0) say('no page shows what this change changes: nothing to picture.');
  else {
    const code = `preview-${randomBytes(12).toString('hex')}`;
    say(`${touched.pages.size} pages to picture; building the base…`);
    const baseProblem = await buildTree(beforeTree, code, path.join(work, 'before-build.log'));
    if (baseProblem) run.notes.push(`The base could not be built, so every page is shown as new. Its build ended:\n${baseProblem}`);
    say('building the change…');
    const changeProblem = await buildTree(afterTree, code, path.join(work, 'after-build.log'));
    if (changeProblem) {
      const why = 'The change does not build (npm run build), so there is nothing to picture. The build ended:';
      fs.writeFileSync(path.join(OUT, 'summary.md'), `## Page preview\n\n${why}\n\n\`\`\`\n${changeProblem}\n\`\`\`\n`);
      console.error(`${why}\n${changeProblem}`);
      process.exitCode = 1;
      return;
    }
    const list = [...touched.pages.keys()].map((route) => ({ route, members: !routes.public.includes(route) }));
    const found = findBrowser();
    if (!found.path) throw new Error(found.problem);
    const browser = await chromium.launch({ executablePath: found.path });
    const pictures: Array<Map<string, Picture>> = [];
    for (const [name, tree] of [
      ['base', beforeTree],
      ['change', afterTree],
    ] as const) {
      if (name === 'base' && baseProblem) {
        pictures.push(new Map());
        continue;
      }
      say(`picturing ${list.length} pages of the ${name}…`);
      const server = await serveExport(path.join(tree, 'out'));
      pictures.push(await pictureExport(browser, server.url, list, code));
      await server.close();
    }
    await browser.close();
    for (const [route, because] of touched.pages)
      run.pages.push(await resultOf(route, because, pictures[0].get(route), pictures[1].get(route)));
  }
  run.seconds = (Date.now() - started) / 1000;
  fs.writeFileSync(path.join(OUT, 'index.html'), galleryHtml(run));
  fs.writeFileSync(path.join(OUT, 'summary.md'), summaryMarkdown(run, 'page-preview'));
  // Two trees of hard links take half a minute to delete: that happens after we have finished.
  if (!args.includes('--keep')) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  const changed = run.pages.filter((p) => p.kind !== 'unchanged').length;
  say(`done: ${changed} of ${run.pages.length} pages changed. Open ${path.relative(process.cwd(), path.join(OUT, 'index.html'))}`);
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'summary.md'), `## Page preview\n\nThe preview stopped: ${message}\n`);
  process.exitCode = 1;
});
