/**
 * An SVG file as the browser reads it, by a kept XML parser (saxes: streaming, in time linear in the
 * file), never by a pattern: `é:script` under `xmlns:é` set to the SVG namespace is a script, so
 * elements and attributes are told by their namespace URI, not by how they are written. The tree
 * read here is what the rules judge and what svgPublished.ts writes back out, so the file the
 * browser gets is the one that was judged, byte for byte.
 *
 * saxes is run without its own namespace handling, which looks each prefix up through every open
 * element (100,000 nested groups took minutes); svgNamespaces.ts keeps one stack per prefix instead.
 * The reading stops at the first bound a drawing may not pass (its size, its depth: rule
 * svgWithinLimits), so it stays quick on a hostile file. Bytes that are not UTF-8, or a declaration
 * of another encoding, are not read at all (svgEncoding.ts). A DOCTYPE is recorded, never read: its
 * entities are how a harmless-looking file becomes a hostile one, so a rule refuses it, and saxes
 * expands no entity it declares.
 */
import { TextEncoder } from 'node:util';
import { SaxesParser } from 'saxes';
import { decodeSvg, namesUtf8, type EncodingProblem } from './svgEncoding';
import { NamespaceScopes, qualifiedName } from './svgNamespaces';

export { SVG_NS, XLINK_NS, XML_NS, XMLNS_NS } from './svgNamespaces';

/** The bounds of a drawing the site publishes: the size of photos under public/images/, and sharp's own depth. */
export const SVG_LIMITS = { bytes: 1024 * 1024, depth: 256 } as const;

/** One attribute: `name` as written, `uri` its namespace ('' for an unprefixed one), `value` with its entities read. */
export type SvgAttribute = { name: string; uri: string; local: string; value: string; line: number };
/** Text inside an element, CDATA sections included (a comment between two pieces is left out). */
export type SvgText = { text: string };
/** One element: `name` as written (`é:svg`), `uri` and `local` what it is. */
export type SvgElement = {
  name: string;
  uri: string;
  local: string;
  line: number;
  attributes: SvgAttribute[];
  children: (SvgElement | SvgText)[];
};
/** Where the file stops being XML, and why (saxes' words); a browser shows an error instead of such an image. */
export type SvgBreak = { line: number; reason: string };

export type SvgDocument = {
  root?: SvgElement;
  /** Every element, in the order of the file. */
  elements: SvgElement[];
  /** DOCTYPEs (with any entity declared in them) and processing instructions (`<?xml-stylesheet?>`), by line. */
  declarations: { line: number; what: 'doctype' | 'instruction' }[];
  broken?: SvgBreak;
  /** Not UTF-8, or declared as another encoding: then nothing else is read. */
  encoding?: EncodingProblem;
  /** The file's size in bytes; over the limit, nothing else is read. */
  bytes: number;
  /** Where an element sits deeper than the limit: the reading stopped there. */
  tooDeep?: { line: number };
};

export const isElement = (node: SvgElement | SvgText): node is SvgElement => 'local' in node;

/** saxes' message without its 'file:line:column: ' prefix. */
const reasonOf = (message: string) => message.replace(/^(?:[^:\n]*:)?\d+:\d+: /, '').replace(/\.$/, '');

/** Fed in pieces, so that a reading stopped at a bound ends within one piece. */
const PIECE = 64 * 1024;

export function readSvgDocument(source: string | Uint8Array): SvgDocument {
  const bytes = typeof source === 'string' ? new TextEncoder().encode(source) : source;
  const doc: SvgDocument = { elements: [], declarations: [], bytes: bytes.length };
  if (bytes.length > SVG_LIMITS.bytes) return doc;
  const decoded = decodeSvg(bytes);
  if ('problem' in decoded) return { ...doc, encoding: decoded.problem };

  const parser = new SaxesParser({ xmlns: false, position: true });
  const scopes = new NamespaceScopes();
  const open: SvgElement[] = [];
  let stopped = false;
  let tagLine = 1;
  let written: { name: string; value: string; line: number }[] = [];
  const fail = (reason: string) => (doc.broken ??= { line: parser.line, reason });

  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !namesUtf8(encoding)) doc.encoding = { line: parser.line, detail: `it declares encoding="${encoding}"` };
  });
  parser.on('opentagstart', () => {
    tagLine = parser.line;
    written = [];
  });
  parser.on('attribute', ({ name, value }) => written.push({ name, value, line: parser.line }));
  parser.on('opentag', (tag) => {
    if (stopped) return;
    scopes.enter(written, fail);
    const { uri, local } = qualifiedName(tag.name, scopes, fail, 'element');
    const attributes: SvgAttribute[] = [];
    let prefixed = false;
    for (const { name, value, line } of written) {
      const qualified = qualifiedName(name, scopes, fail, 'attribute');
      attributes.push({ name, uri: qualified.uri, local: qualified.local, value, line });
      prefixed ||= qualified.uri !== '';
    }
    // saxes refuses a name written twice; two prefixes for one namespace can still name one attribute twice.
    if (prefixed) {
      const seen = new Set<string>();
      for (const a of attributes) {
        if (seen.has(`${a.uri} ${a.local}`)) fail(`duplicate attribute: ${a.name}`);
        seen.add(`${a.uri} ${a.local}`);
      }
    }
    const element: SvgElement = { name: tag.name, uri, local, line: tagLine, attributes, children: [] };
    doc.elements.push(element);
    if (open.length > 0) open[open.length - 1].children.push(element);
    else doc.root ??= element;
    open.push(element);
    if (open.length > SVG_LIMITS.depth) {
      doc.tooDeep = { line: tagLine };
      stopped = true;
    }
  });
  parser.on('closetag', () => {
    if (stopped) return;
    open.pop();
    scopes.leave();
  });
  const addText = (text: string) => {
    const parent = open[open.length - 1];
    if (stopped || !parent) return;
    const last = parent.children[parent.children.length - 1];
    if (last && !isElement(last)) last.text += text;
    else parent.children.push({ text });
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('doctype', () => doc.declarations.push({ line: parser.line, what: 'doctype' }));
  parser.on('processinginstruction', () => doc.declarations.push({ line: parser.line, what: 'instruction' }));
  parser.on('error', (error) => fail(reasonOf(error.message)));

  const { text } = decoded;
  for (let at = 0; at < text.length && !stopped; at += PIECE) parser.write(text.slice(at, at + PIECE));
  if (!stopped) parser.close();
  // A declared encoding other than UTF-8 means the browser reads other characters: nothing read here counts.
  return doc.encoding ? { elements: [], declarations: [], bytes: bytes.length, encoding: doc.encoding } : doc;
}
