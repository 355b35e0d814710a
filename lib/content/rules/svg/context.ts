/**
 * What the rules of this folder share (each rule is a file of its own, listed in ../index.ts).
 * What an SVG published by the site may hold, one rule each, on the file as an XML parser reads it
 * (lib/content/svgDocument.ts): drawing only, from an allow-list (lib/content/svgAllowList.ts). The
 * first rules name the well-known ways to run code in words an officer understands; the allow-list
 * rules refuse everything else. The officer reads what was found and where, why it matters and what
 * to do; a file that breaks a rule many times is named once per rule.
 */
import path from 'node:path';
import type { ContentProblem } from '@/lib/content/problems';
import { PICTURE_EXTENSIONS } from '@/lib/content/svgAllowList';
import type { SvgAttribute, SvgDocument, SvgElement } from '@/lib/content/svgDocument';

export type SvgContext = { file: string; doc: SvgDocument };

export const WHY = "code in an image opened on this site can read members' sign-in";
export const WHAT_TO_DO =
  'Export the SVG again without scripts or interactive parts (a plain or optimised SVG), or use a PNG or WebP image instead';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One problem per rule and file, at the first place found, saying how many more there are. */
export function found(
  file: string,
  what: string,
  places: { line: number; detail?: string }[],
  why = WHY,
  hint = WHAT_TO_DO,
): ContentProblem[] {
  if (places.length === 0) return [];
  const [first] = places;
  const details = [first.detail, places.length > 1 ? `and ${places.length - 1} more` : ''].filter(Boolean).join(', ');
  return [{ file, field: '', line: first.line, message: `this image holds ${what}${details ? ` (${details})` : ''}: ${why}`, hint }];
}

export const isScript = (e: SvgElement) => e.local === 'script';
/** A piece of web page: a <foreignObject>, or an element of the web page's own namespace (an <iframe>). */
export const isWebPage = (e: SvgElement) => e.local === 'foreignObject' || e.uri === XHTML_NS;
export const namedElsewhere = (e: SvgElement) => isScript(e) || isWebPage(e);

export const elements = (doc: SvgDocument, matches: (e: SvgElement) => boolean) =>
  doc.elements.filter(matches).map((e) => ({ line: e.line, detail: `<${e.name}>` }));
export const attributes = (doc: SvgDocument, matches: (a: SvgAttribute, e: SvgElement) => boolean) =>
  doc.elements.flatMap((e) => e.attributes.filter((a) => matches(a, e)).map((a) => ({ line: a.line, detail: `${a.name} on <${e.name}>` })));

/**
 * Two places the image could be, for reading a path: a relative one stays on the site of each, an
 * absolute address (`https://…`, `//host/…`, `data:`) does not stay on both, even one naming this site.
 */
const HERE = new URL('https://image.invalid/images/picture.svg');
const ELSEWHERE = new URL('https://other.invalid/a/b/picture.svg');

/** A link inside the image (`#id`), or on an <image>, a relative path to a picture of this site. */
export function linkStaysInside(value: string, element: SvgElement): boolean {
  if (value.startsWith('#')) return true;
  if (element.local !== 'image') return false;
  try {
    const [here, elsewhere] = [new URL(value, HERE), new URL(value, ELSEWHERE)];
    return (
      here.origin === HERE.origin &&
      elsewhere.origin === ELSEWHERE.origin &&
      PICTURE_EXTENSIONS.has(path.extname(here.pathname).toLowerCase())
    );
  } catch {
    return false;
  }
}
