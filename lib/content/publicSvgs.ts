/**
 * SVG files the site publishes must be pictures only. An SVG is a document that can carry code, and
 * a visitor who opens one (a link to it, 'Open image in new tab') runs that code on this site, where
 * it can read what the members' area keeps in the browser. Each SVG is read by an XML parser
 * (svgDocument.ts) and held to an allow-list of drawing (the rules in rules/svg/); what is published
 * is not the file as it came but the check's own writing of what it read (svgSerialise.ts), read and
 * judged once more, so the browser and the check cannot read two different files. content:check
 * judges every SVG under public/; the build judges and rewrites every SVG in the export (out/),
 * whatever put it there (publishedFiles.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { displayPath, publicFolder } from './core';
import { ContentError, type ContentProblem } from './problems';
import { svgRules } from './rules';
import { runRules } from './rules/rule';
import { WHAT_TO_DO } from './rules/svg/context';
import { readSvgDocument } from './svgDocument';
import { serialiseSvg } from './svgSerialise';

const problemsOf = (source: string | Uint8Array, file: string) => {
  const doc = readSvgDocument(source);
  return { doc, problems: runRules(svgRules, { file, doc }).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
};

/**
 * An SVG judged, and when it passes, the text to publish: the check's writing of the tree it read,
 * which must read back to the same writing and pass again. `published` is null when it is refused.
 */
export function checkedSvg(source: string | Uint8Array, file: string): { problems: ContentProblem[]; published: string | null } {
  const first = problemsOf(source, file);
  if (first.problems.length > 0 || !first.doc.root) return { problems: first.problems, published: null };
  const published = serialiseSvg(first.doc.root, first.doc.elements);
  const again = problemsOf(published, file);
  if (again.problems.length === 0 && again.doc.root && serialiseSvg(again.doc.root, again.doc.elements) === published)
    return { problems: [], published };
  // Never seen: the check refuses what it cannot write back exactly rather than publish something unread.
  const message = 'this image could not be written back exactly as it was checked, so it is not published';
  return { problems: [{ file, field: '', rule: 'NTC020', message, hint: WHAT_TO_DO }], published: null };
}

/** The problems of one SVG file's bytes (or text), top to bottom. */
export const svgProblems = (source: string | Uint8Array, file: string): ContentProblem[] => checkedSvg(source, file).problems;

/** Every file under the folder, dot-files and dot-folders too: a host serves them all. */
export const everyFile = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[])
        .map((name) => path.join(dir, name))
        .filter((file) => fs.statSync(file).isFile())
        .sort()
    : [];

export const isSvg = (file: string) => path.extname(file).toLowerCase() === '.svg';

/** A file's bytes as the reader takes them (a view of Node's buffer, not a copy). */
export const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** Every SVG under the folder (public/ by default, or an export), at any depth, generated and git-ignored ones included. */
export function findUnsafeSvgs(publicDir = publicFolder()): ContentProblem[] {
  return everyFile(publicDir)
    .filter(isSvg)
    .flatMap((absolute) => svgProblems(bytesOf(fs.readFileSync(absolute)), displayPath(absolute)));
}

/** Throws the problems as one ContentError, the way every collection reports. */
export function checkPublicSvgs(): void {
  const problems = findUnsafeSvgs();
  if (problems.length) throw new ContentError(problems);
}
