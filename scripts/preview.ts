/**
 * `npm run preview [-- --base <git ref>] [-- --out <folder>]`: before and after pictures of every
 * page a change touches (docs/adding-content.md, 'Seeing your change before it is merged').
 *
 * 0. content:check runs first: a change it refuses stops here, in seconds, with its message (the
 *    build would fail on the same file after a minute and a half, its words buried in Next's).
 * 1. The change is the working tree against the base (default: the merge base with main), committed
 *    or not; tools/preview/touched.ts names the pages each changed file shows on.
 * 2. Both are built as static exports, with one throwaway access code so the members' pages are
 *    pictured signed in (tools/preview/builds.ts): the base in a temporary tree, or not at all when an
 *    earlier run kept its build; then the change laid over that tree and built there, reusing what
 *    the base's build compiled. The build is `npm run build` without its type check, offline worker
 *    and leak check, which no picture shows (tools/preview/trees.ts).
 * 3. Each touched page is pictured in both at 390 × 844 and 1280 × 800 (full page), served as GitHub
 *    Pages serves them, and compared (tools/preview/compare.ts).
 * 4. preview/ gets a before | after PNG per changed page and width, the after picture of a new page,
 *    index.html (the gallery) and summary.md (what CI puts in its job summary), with the calendar
 *    files an events change alters. The new gallery is made beside the old one and takes its place
 *    when it is ready: a run that stops keeps the last gallery (its summary.md says why it stopped).
 * 5. The temporary tree is removed however the run ends (the base's build and Turbopack's cache are
 *    kept in node_modules/.cache/nt-preview/ for the next run); a run stopped hard (its process gone)
 *    leaves the tree, and the next run removes it.
 * `--all` pictures every page, every module page included, whatever changed (for a change to code or
 * styles whose reach one page per block would not show).
 * Exit status: 0 when it pictured what it could (a page that could not be pictured is listed with
 * the reason), 1 when the change itself does not build.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findBrowser } from '../tools/browser/findBrowser.mjs';
import { contentCheckCommand } from '../tools/checks/checkCommand';
import { calendarNote, changedCalendarFiles } from '../tools/preview/calendars';
import { comparePictures, sideBySide } from '../tools/preview/compare';
import { appRoutes, readContentIndex } from '../tools/preview/contentIndex';
import { duration, galleryHtml, type PageResult, type PreviewRun, summaryMarkdown } from '../tools/preview/gallery';
import { type Picture, pictureExport, serveExport, WIDTHS } from '../tools/preview/shoot';
import { touchedPages } from '../tools/preview/touched';
import { changesSince, resolveBase, writeBaseTree } from '../tools/preview/trees';
import { buildExports, type Exports } from '../tools/preview/builds';

const ROOT = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const OUT = path.resolve(valueOf('--out') ?? path.join(ROOT, 'preview'));
/** The gallery being made, beside the last one, which it replaces when it is ready. */
const NEXT = `${OUT}.next`;
const WORK_PREFIX = 'nt-preview-';
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
      fs.writeFileSync(path.join(NEXT, fileName(route, width)), new Uint8Array(shot));
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
      path.join(NEXT, fileName(route, width)),
      new Uint8Array(await sideBySide(a, b, comparison.boxes, comparison.afterBoxes)),
    );
    page.shots.push({ width, file: fileName(route, width), same: false, moved: comparison.moved });
  }
  if (page.shots.every((s) => s.same)) return page;
  return { ...page, kind: 'changed', what: before.text === after.text ? ['layout'] : ['text'] };
}

/** Says why the run stopped where CI's job summary and the console show it; the last gallery stays. */
function stopped(why: string, detail: string) {
  console.error(`${why}\n${detail}`);
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'summary.md'), `## Page preview\n\n${why}\n\n\`\`\`\n${detail}\n\`\`\`\n`);
  process.exitCode = 1;
}

/** Removes a folder in the background: two trees of hard links take half a minute to delete. */
const removeLater = (folder: string) => spawn('rm', ['-rf', folder], { detached: true, stdio: 'ignore' }).unref();

/** Earlier runs' temporary folders whose run is gone (stopped hard, or the machine restarted). */
function removeLeftovers() {
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(WORK_PREFIX))) {
    const folder = path.join(os.tmpdir(), name);
    // A run that started a moment ago may not have written its pid yet.
    if (fs.statSync(folder).mtimeMs > Date.now() - 60_000) continue;
    const pid = Number(fs.readFileSync(path.join(folder, 'pid'), { encoding: 'utf8', flag: 'a+' }));
    let alive = false;
    try {
      alive = pid > 0 && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) removeLater(folder);
  }
}

/** The pictures of every touched page in both exports, and the calendar files that differ. */
async function picture(run: PreviewRun, touched: ReturnType<typeof touchedPages>, routes: ReturnType<typeof appRoutes>, exports: Exports) {
  const { code, before, after } = exports;
  if ('problem' in before)
    run.notes.push(`The base could not be built, so every page is shown as new. Its build ended:\n${before.problem}`);
  if ('problem' in after)
    return stopped('The change does not build (npm run build), so there is nothing to picture. The build ended:', after.problem);
  if ('out' in before) run.notes.push(...calendarNote(changedCalendarFiles(before.out, after.out)));
  const list = [...touched.pages.keys()].map((route) => ({ route, members: !routes.public.includes(route) }));
  const found = findBrowser();
  if (!found.path) throw new Error(found.problem);
  const browser = await chromium.launch({ executablePath: found.path });
  const pictures: Array<Map<string, Picture>> = [];
  for (const [name, built] of [
    ['base', before],
    ['change', after],
  ] as const) {
    if (!('out' in built)) {
      pictures.push(new Map());
      continue;
    }
    say(`picturing ${list.length} pages of the ${name}…`);
    const server = await serveExport(built.out);
    pictures.push(await pictureExport(browser, server.url, list, code));
    await server.close();
  }
  await browser.close();
  for (const [route, because] of touched.pages)
    run.pages.push(await resultOf(route, because, pictures[0].get(route), pictures[1].get(route)));
  return true;
}

async function main() {
  say('content:check…');
  const told: string[] = [];
  if ((await contentCheckCommand([], { log: (l) => told.push(l), error: (l) => told.push(l) })) !== 0)
    return stopped('content:check refuses the change, so it would not build. It says:', told.join('\n'));
  removeLeftovers();
  const base = resolveBase(ROOT, valueOf('--base'));
  const changes = changesSince(ROOT, base);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), WORK_PREFIX));
  fs.writeFileSync(path.join(work, 'pid'), String(process.pid));
  const cleanUp = () => (args.includes('--keep') ? undefined : removeLater(work));
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    const tree = path.join(work, 'tree');
    say(`base ${base.slice(0, 12)}; ${changes.length} changed files; working in ${work}`);
    writeBaseTree(ROOT, base, tree);
    // The change is the working tree as it is: its pages are read from the project itself.
    const [beforeIndex, afterIndex] = [readContentIndex(tree), readContentIndex(ROOT)];
    const routes = appRoutes(ROOT);
    const touched = touchedPages(changes, beforeIndex, afterIndex, routes);
    if (args.includes('--all'))
      for (const route of [
        ...routes.public,
        ...routes.members,
        ...beforeIndex.modules.map((m) => m.route),
        ...afterIndex.modules.map((m) => m.route),
      ])
        if (!touched.pages.has(route)) touched.pages.set(route, ['--all']);
    fs.rmSync(NEXT, { recursive: true, force: true });
    fs.mkdirSync(NEXT, { recursive: true });
    const run: PreviewRun = { base, pages: [], notes: [...touched.notes], seconds: 0 };
    if (touched.pages.size === 0) say('no page shows what this change changes: nothing to picture.');
    else {
      say(`${touched.pages.size} pages to picture`);
      if (!(await picture(run, touched, routes, await buildExports(ROOT, base, changes, tree, say)))) return;
    }
    run.seconds = (Date.now() - started) / 1000;
    fs.writeFileSync(path.join(NEXT, 'index.html'), galleryHtml(run));
    fs.writeFileSync(path.join(NEXT, 'summary.md'), summaryMarkdown(run, 'page-preview'));
    // The new gallery is ready: it takes the last one's place.
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.renameSync(NEXT, OUT);
    const changed = run.pages.filter((p) => p.kind !== 'unchanged').length;
    say(`done: ${changed} of ${run.pages.length} pages changed. Open ${path.relative(process.cwd(), path.join(OUT, 'index.html'))}`);
  } finally {
    fs.rmSync(NEXT, { recursive: true, force: true });
    cleanUp();
  }
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'summary.md'), `## Page preview\n\nThe preview stopped: ${message}\n`);
  process.exitCode = 1;
});
