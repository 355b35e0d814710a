/**
 * SVG files under public/ must be pictures only. An SVG is a document that can carry code, and a
 * visitor who opens one (a link to it, 'Open image in new tab') runs that code on this site, where
 * it can read what the members' area keeps in the browser. content:check refuses the ways an SVG
 * runs code (lib/content/rules/svgRules.ts); a picture exported by a drawing program has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { displayPath, filesUnder } from './core';
import { ContentError, type ContentProblem } from './problems';
import { svgRules } from './rules/svgRules';
import { runRules } from './rules/rule';

/** One start tag: its name as written (`svg:script` keeps its prefix), its line and its attributes. */
export type SvgTag = { name: string; line: number; attributes: { name: string; value: string; line: number }[] };

const COMMENT = /<!--[\s\S]*?-->/g;
// Attributes need white space between them, as XML does: a browser refuses an SVG that runs them together.
const TAG = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/** An attribute's value as the browser reads it: `java&#x73;cript:` is `javascript:`. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The start tags of an SVG, comments left out (a commented-out script does not run). */
export function readSvg(source: string): SvgTag[] {
  // Blanked, not removed, so the lines after a comment keep their numbers.
  const text = source.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
  // Tags and their attributes are met in order, so the line is counted on from the last one.
  let [line, counted] = [1, 0];
  const lineAt = (index: number) => {
    for (; counted < index; counted++) if (text[counted] === '\n') line++;
    return line;
  };
  return [...text.matchAll(TAG)].map((tag) => {
    const tagLine = lineAt(tag.index);
    const start = tag.index + 1 + tag[1].length;
    const attributes = [...tag[2].matchAll(ATTRIBUTE)].map((a) => ({
      name: a[1],
      value: decodeEntities(a[2] ?? a[3] ?? a[4] ?? ''),
      line: lineAt(start + a.index),
    }));
    return { name: tag[1], line: tagLine, attributes };
  });
}

/** The problems of one SVG file's text, top to bottom. */
const svgProblems = (source: string, file: string): ContentProblem[] =>
  runRules(svgRules, { file, tags: readSvg(source) }).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

/** Every SVG under the folder (public/ by default), at any depth. */
export function findUnsafeSvgs(publicDir = path.join(process.cwd(), 'public')): ContentProblem[] {
  return filesUnder(publicDir, /\.svg$/i).flatMap((absolute) => svgProblems(fs.readFileSync(absolute, 'utf8'), displayPath(absolute)));
}

/** Throws the problems as one ContentError, the way every collection reports. */
export function checkPublicSvgs(): void {
  const problems = findUnsafeSvgs();
  if (problems.length) throw new ContentError(problems);
}
