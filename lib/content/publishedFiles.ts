/**
 * What the site publishes besides its pages: public/ is copied into the export as it is, and a
 * browser opens each file by its type. An image, a video or a PDF shows; a web page, an XML file or
 * a script runs on this site, where it can read what the members' area keeps in the browser (JSON is
 * shown as data: public/generated/manifest.json, the record of the phone-sized copies, is one). So
 * public/ holds only the file types below, in every folder (generated, git-ignored and dot-folders
 * too), and an SVG only when it draws (publicSvgs.ts). The build judges the export itself: every file
 * in it by type and place, whatever put it there, and every SVG in it, which it publishes as the
 * check wrote it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { displayPath, publicFolder } from './core';
import { ContentError, type ContentProblem } from './problems';
import { bytesOf, checkedSvg, everyFile, isSvg } from './publicSvgs';

const PUBLISHABLE = new Set([
  ...['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico'],
  ...['.mp4', '.webm', '.vtt', '.mp3', '.ogg', '.pdf', '.txt', '.csv', '.json', '.woff', '.woff2'],
]);
/** What GitHub Pages and other hosts read from the site's root, not a document. */
const HOST_FILES = new Set(['CNAME', '.nojekyll']);

/**
 * What the build itself adds to an export, by type, and where: its pages (made strict by the same
 * step), the calendar feed, the web app manifest, the sealed files (bytes no browser runs), and
 * scripts and styles only where Next writes them, or the offline worker its own.
 */
const BUILT: Record<string, (relative: string) => boolean> = {
  '.html': () => true,
  '.ics': () => true,
  '.webmanifest': () => true,
  '.bin': () => true,
  '.js': (relative) => relative.startsWith('_next/') || /^(sw|workbox-[\w-]+)\.js$/.test(relative),
  '.css': (relative) => relative.startsWith('_next/'),
  '.map': (relative) => relative.startsWith('_next/'),
};

const WHY = "a page, an XML file or a script opened on this site can read members' sign-in";
const typeOf = (file: string) => path.extname(file) || 'file without an extension';

/** The files under public/ (by default) of a type a browser may run. */
export function unpublishableFiles(publicDir = publicFolder()): ContentProblem[] {
  return everyFile(publicDir)
    .filter((file) => !PUBLISHABLE.has(path.extname(file).toLowerCase()) && !HOST_FILES.has(path.basename(file)))
    .map((file) => ({
      file: displayPath(file),
      field: '',
      message: `a ${typeOf(file)} file is not published: ${WHY}`,
      hint: `Keep only pictures, videos, PDFs, fonts and text in public/ (${[...PUBLISHABLE].join(' ')}); a page goes in content/pages/`,
    }));
}

/** Throws the problems as one ContentError, the way every collection reports. */
export function checkPublicFiles(): void {
  const problems = unpublishableFiles();
  if (problems.length) throw new ContentError(problems);
}

/** The files of the export that were not copied from public/ (judged there) and are of no type the build makes there. */
function strangeExportFiles(files: readonly string[], exportDir: string, publicDir: string): ContentProblem[] {
  return files.flatMap((file) => {
    const relative = path.relative(exportDir, file).split(path.sep).join('/');
    const type = path.extname(file).toLowerCase();
    if (fs.existsSync(path.join(publicDir, relative)) || PUBLISHABLE.has(type) || HOST_FILES.has(relative)) return [];
    if (BUILT[type]?.(relative)) return [];
    const hint =
      'Find what put it in the export (a route in app/, a build step) and publish it as a picture, a page or text, or not at all';
    return [{ file: displayPath(file), field: '', message: `a ${typeOf(file)} file is not published here: ${WHY}`, hint }];
  });
}

/** An exported file by the name an officer knows: public/'s own when it was copied from there. */
function sourceOf(file: string, exportDir: string, publicDir: string, bytes: Uint8Array): string {
  const copied = path.join(publicDir, path.relative(exportDir, file));
  if (!fs.existsSync(copied)) return displayPath(file);
  const original = bytesOf(fs.readFileSync(copied));
  return original.length === bytes.length && original.every((b, i) => b === bytes[i]) ? displayPath(copied) : displayPath(file);
}

export type ExportVerdict = {
  /** What the build refuses to publish. */
  problems: ContentProblem[];
  /** Each SVG of the export, as the check wrote what it read: what the build publishes in its place. */
  svgs: { file: string; text: string }[];
};

/** The export judged: public/'s files of other types, files of the export of no type the build makes, and every SVG in it. */
export function judgeExport(exportDir: string, publicDir = publicFolder()): ExportVerdict {
  const files = everyFile(exportDir);
  const verdict: ExportVerdict = {
    problems: [...unpublishableFiles(publicDir), ...strangeExportFiles(files, exportDir, publicDir)],
    svgs: [],
  };
  for (const file of files.filter(isSvg)) {
    const bytes = bytesOf(fs.readFileSync(file));
    const { problems, published } = checkedSvg(bytes, sourceOf(file, exportDir, publicDir, bytes));
    verdict.problems.push(...problems);
    if (published !== null) verdict.svgs.push({ file, text: published });
  }
  return verdict;
}

/** What the build refuses to publish (judgeExport's problems). */
export const unsafePublishedFiles = (exportDir: string, publicDir = publicFolder()) => judgeExport(exportDir, publicDir).problems;
