/**
 * What the site publishes besides its pages: public/ is copied into the export as it is, and a
 * browser opens each file by its type. An image, a video or a PDF shows; a web page, an XML file or
 * a script runs on this site, where it can read what the members' area keeps in the browser (JSON is
 * shown as data: public/generated/manifest.json, the record of the phone-sized copies, is one). So
 * public/ holds only the file types below (an SVG only when it draws: publicSvgs.ts), and the build
 * judges the export itself: every SVG in it, whatever put it there, dot-files included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { displayPath, publicFolder } from './core';
import { ContentError, type ContentProblem } from './problems';
import { svgProblems } from './publicSvgs';

const PUBLISHABLE = new Set([
  ...['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico'],
  ...['.mp4', '.webm', '.vtt', '.mp3', '.ogg', '.pdf', '.txt', '.csv', '.json', '.woff', '.woff2'],
]);
/** What GitHub Pages and other hosts read from the site's root, not a document. */
const HOST_FILES = new Set(['CNAME', '.nojekyll']);

/** Every file under the folder, dot-files too: a host serves them all. */
const everyFile = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[])
        .map((name) => path.join(dir, name))
        .filter((file) => fs.statSync(file).isFile())
        .sort()
    : [];

/** The files under public/ (by default) of a type a browser may run. */
export function unpublishableFiles(publicDir = publicFolder()): ContentProblem[] {
  return everyFile(publicDir)
    .filter((file) => !PUBLISHABLE.has(path.extname(file).toLowerCase()) && !HOST_FILES.has(path.basename(file)))
    .map((file) => ({
      file: displayPath(file),
      field: '',
      message: `a ${path.extname(file) || 'file without an extension'} file is not published: a page, an XML file or a script opened on this site can read members' sign-in`,
      hint: `Keep only pictures, videos, PDFs, fonts and text in public/ (${[...PUBLISHABLE].join(' ')}); a page goes in content/pages/`,
    }));
}

/** Throws the problems as one ContentError, the way every collection reports. */
export function checkPublicFiles(): void {
  const problems = unpublishableFiles();
  if (problems.length) throw new ContentError(problems);
}

/** An exported file by the name an officer knows: public/'s own when it was copied from there. */
function sourceOf(file: string, exportDir: string, publicDir: string, text: string): string {
  const copied = path.join(publicDir, path.relative(exportDir, file));
  return fs.existsSync(copied) && fs.readFileSync(copied, 'utf8') === text ? displayPath(copied) : displayPath(file);
}

/** What the build refuses to publish: public/'s files of other types, and every SVG in the export that does not only draw. */
export function unsafePublishedFiles(exportDir: string, publicDir = publicFolder()): ContentProblem[] {
  const svgs = everyFile(exportDir).filter((file) => path.extname(file).toLowerCase() === '.svg');
  return [
    ...unpublishableFiles(publicDir),
    ...svgs.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return svgProblems(text, sourceOf(file, exportDir, publicDir, text));
    }),
  ];
}
