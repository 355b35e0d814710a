/**
 * What an SVG published by the site may hold, one rule each, on the file as an XML parser reads it
 * (lib/content/svgDocument.ts): drawing only, from an allow-list (lib/content/svgAllowList.ts). The
 * first rules name the well-known ways to run code in words an officer understands; the allow-list
 * rules refuse everything else. The officer reads what was found and where, why it matters and what
 * to do; a file that breaks a rule many times is named once per rule.
 */
import path from 'node:path';
import type { ContentProblem } from '@/lib/content/problems';
import { isDrawingAttribute, isDrawingElement, isEventHandler, isHref, PICTURE_EXTENSIONS } from '@/lib/content/svgAllowList';
import type { SvgAttribute, SvgDocument, SvgElement } from '@/lib/content/svgDocument';
import type { Rule } from './rule';

export type SvgContext = { file: string; doc: SvgDocument };

const WHY = "code in an image opened on this site can read members' sign-in";
const WHAT_TO_DO =
  'Export the SVG again without scripts or interactive parts (a plain or optimised SVG), or use a PNG or WebP image instead';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One problem per rule and file, at the first place found, saying how many more there are. */
function found(file: string, what: string, places: { line: number; detail?: string }[], why = WHY): ContentProblem[] {
  if (places.length === 0) return [];
  const [first] = places;
  const details = [first.detail, places.length > 1 ? `and ${places.length - 1} more` : ''].filter(Boolean).join(', ');
  return [
    { file, field: '', line: first.line, message: `this image holds ${what}${details ? ` (${details})` : ''}: ${why}`, hint: WHAT_TO_DO },
  ];
}

const isScript = (e: SvgElement) => e.local === 'script';
/** A piece of web page: a <foreignObject>, or an element of the web page's own namespace (an <iframe>). */
const isWebPage = (e: SvgElement) => e.local === 'foreignObject' || e.uri === XHTML_NS;
const namedElsewhere = (e: SvgElement) => isScript(e) || isWebPage(e);

const elements = (doc: SvgDocument, matches: (e: SvgElement) => boolean) =>
  doc.elements.filter(matches).map((e) => ({ line: e.line, detail: `<${e.name}>` }));
const attributes = (doc: SvgDocument, matches: (a: SvgAttribute, e: SvgElement) => boolean) =>
  doc.elements.flatMap((e) => e.attributes.filter((a) => matches(a, e)).map((a) => ({ line: a.line, detail: `${a.name} on <${e.name}>` })));

/** Where the image itself is, for reading a relative path: any address outside it has another origin. */
const HERE = new URL('https://image.invalid/images/picture.svg');

/** A link inside the image (`#id`), or on an <image>, a relative path to a picture of this site. */
export function linkStaysInside(value: string, element: SvgElement): boolean {
  if (value.startsWith('#')) return true;
  if (element.local !== 'image') return false;
  let target: URL;
  try {
    target = new URL(value, HERE);
  } catch {
    return false;
  }
  return target.origin === HERE.origin && PICTURE_EXTENSIONS.has(path.extname(target.pathname).toLowerCase());
}

export const svgRules: Rule<SvgContext>[] = [
  {
    id: 'svg-well-formed',
    description: 'An SVG that is not well-formed XML cannot be checked, and browsers show an error instead of it.',
    check: ({ file, doc }) =>
      doc.broken
        ? [
            {
              file,
              field: '',
              line: doc.broken.line,
              message: `this image is not a well-formed SVG (${doc.broken.reason}), so it cannot be checked`,
              hint: WHAT_TO_DO,
            },
          ]
        : [],
  },
  {
    id: 'svg-no-doctype',
    description: 'A DOCTYPE can declare entities that turn harmless-looking text into a script, and <?…?> instructions load style sheets.',
    check: ({ file, doc }) =>
      found(
        file,
        'a DOCTYPE or a <?…?> instruction, which can rewrite the image as it is read',
        doc.declarations.map((d) => ({ line: d.line, detail: d.what === 'doctype' ? '<!DOCTYPE>' : '<?…?>' })),
      ),
  },
  {
    id: 'svg-no-script',
    description: "A <script> in an SVG runs when the image is opened on its own, with the site's access to members' data.",
    check: ({ file, doc }) => found(file, 'a <script> element', elements(doc, isScript)),
  },
  {
    id: 'svg-no-event-handler',
    description: 'An on… attribute (onload, onclick) is code the browser runs when the image loads or is clicked.',
    check: ({ file, doc }) =>
      found(file, 'an event attribute, code that runs when the image loads or is clicked', attributes(doc, isEventHandler)),
  },
  {
    id: 'svg-links-stay-inside',
    description:
      'An href may only point inside the image (#id) or, on <image>, to a picture: a javascript: address runs code, a file elsewhere can.',
    check: ({ file, doc }) =>
      found(
        file,
        'a link out of the image, to code or another file',
        attributes(doc, (a, e) => isHref(a) && !linkStaysInside(a.value, e)),
      ),
  },
  {
    id: 'svg-no-foreign-object',
    description:
      'A <foreignObject> or an element of a web page (an <iframe>) puts a piece of web page inside the image, which can hold scripts and forms.',
    check: ({ file, doc }) => found(file, 'a piece of web page, which can hold scripts and forms', elements(doc, isWebPage)),
  },
  {
    id: 'svg-drawing-elements-only',
    description:
      'Only drawing elements are allowed (shapes, text, gradients, filters): animation, links and anything unknown can change or run what is shown.',
    check: ({ file, doc }) =>
      found(
        file,
        'an element that does not draw, such as animation, a link or an unknown one',
        elements(doc, (e) => !isDrawingElement(e) && !namedElsewhere(e)),
        'only drawing elements are allowed in an image published by this site',
      ),
  },
  {
    id: 'svg-drawing-attributes-only',
    description: 'Only drawing attributes are allowed: an unknown or namespaced one may be read by a browser in a way nobody checked.',
    check: ({ file, doc }) =>
      found(
        file,
        'an attribute that does not draw',
        // An element refused by a rule above is named once, with none of its attributes.
        attributes(doc, (a, e) => isDrawingElement(e) && !isDrawingAttribute(a) && !isEventHandler(a)),
        'only drawing attributes are allowed in an image published by this site',
      ),
  },
];
