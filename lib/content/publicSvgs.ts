/**
 * SVG files the site publishes must be pictures only. An SVG is a document that can carry code, and
 * a visitor who opens one (a link to it, 'Open image in new tab') runs that code on this site, where
 * it can read what the members' area keeps in the browser. Each SVG is read by an XML parser
 * (svgDocument.ts) and held to an allow-list of drawing (the rules in rules/svg/). content:check judges
 * public/; the build judges every SVG that lands in the export (out/), whatever put it there.
 */
import fs from 'node:fs';
import { displayPath, filesUnder, publicFolder } from './core';
import { ContentError, type ContentProblem } from './problems';
import { svgRules } from './rules';
import { runRules } from './rules/rule';
import { readSvgDocument } from './svgDocument';

/** The problems of one SVG file's text, top to bottom. */
export const svgProblems = (source: string, file: string): ContentProblem[] =>
  runRules(svgRules, { file, doc: readSvgDocument(source) }).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

/** Every SVG under the folder (public/ by default, or an export), at any depth. */
export function findUnsafeSvgs(publicDir = publicFolder()): ContentProblem[] {
  return filesUnder(publicDir, /\.svg$/i).flatMap((absolute) => svgProblems(fs.readFileSync(absolute, 'utf8'), displayPath(absolute)));
}

/** Throws the problems as one ContentError, the way every collection reports. */
export function checkPublicSvgs(): void {
  const problems = findUnsafeSvgs();
  if (problems.length) throw new ContentError(problems);
}
