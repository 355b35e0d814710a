/**
 * An SVG file as the browser reads it, by a kept XML parser (saxes: namespace-aware, streaming, in
 * time linear in the file), never by a pattern: `é:script` under `xmlns:é` set to the SVG namespace
 * is a script, so elements and attributes are told by their namespace URI, not by how they are
 * written. A DOCTYPE is recorded, never read: its entities are how a harmless-looking file becomes
 * a hostile one, so svgRules refuses it, and saxes expands no entity it declares.
 */
import { SaxesParser } from 'saxes';

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** One attribute: `name` as written, `uri` its namespace ('' for an unprefixed one), `value` with its entities read. */
export type SvgAttribute = { name: string; uri: string; local: string; value: string; line: number };
/** One element: `name` as written (`é:svg`), `uri` and `local` what it is. */
export type SvgElement = { name: string; uri: string; local: string; line: number; attributes: SvgAttribute[] };
/** Where the file stops being XML, and why (saxes' words); a browser shows an error instead of such an image. */
export type SvgBreak = { line: number; reason: string };

export type SvgDocument = {
  elements: SvgElement[];
  /** DOCTYPEs (with any entity declared in them) and processing instructions (`<?xml-stylesheet?>`), by line. */
  declarations: { line: number; what: 'doctype' | 'instruction' }[];
  broken?: SvgBreak;
};

/** saxes' message without its 'file:line:column: ' prefix. */
const reasonOf = (message: string) => message.replace(/^(?:[^:\n]*:)?\d+:\d+: /, '').replace(/\.$/, '');

export function readSvgDocument(source: string): SvgDocument {
  const doc: SvgDocument = { elements: [], declarations: [] };
  const parser = new SaxesParser({ xmlns: true, position: true });
  let tagLine = 1;
  // saxes gives an attribute's namespace only with its element: the lines are taken in order as met.
  let attributeLines: number[] = [];
  parser.on('opentagstart', () => {
    tagLine = parser.line;
    attributeLines = [];
  });
  parser.on('attribute', () => attributeLines.push(parser.line));
  parser.on('opentag', (tag) => {
    const attributes = Object.values(tag.attributes).map((a, i) => ({
      name: a.name,
      uri: a.uri,
      local: a.local,
      value: a.value,
      line: attributeLines[i] ?? tagLine,
    }));
    doc.elements.push({ name: tag.name, uri: tag.uri, local: tag.local, line: tagLine, attributes });
  });
  parser.on('doctype', () => doc.declarations.push({ line: parser.line, what: 'doctype' }));
  parser.on('processinginstruction', () => doc.declarations.push({ line: parser.line, what: 'instruction' }));
  parser.on('error', (error) => {
    doc.broken ??= { line: parser.line, reason: reasonOf(error.message) };
  });
  parser.write(source).close();
  return doc;
}
