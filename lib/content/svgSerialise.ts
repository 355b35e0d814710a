/**
 * An approved SVG written back out from the tree the check read (svgDocument.ts), so the browser is
 * given exactly what was judged. The writing leaves nothing to read two ways: UTF-8, declared as
 * such; every element in the SVG namespace by its plain name, under one `xmlns` on the root (and
 * `xmlns:xlink` when an `xlink:href` is kept); no comment, no CDATA section (its text escaped as any
 * text), no prefix of the original; `&`, `<`, `>` and `"` escaped everywhere, and the line breaks and
 * tabs of an attribute as character references, which the XML parser keeps as they are. Reading the
 * result and writing it again gives the same bytes (svgPublished's test holds it to that).
 */
import { isElement, SVG_NS, XLINK_NS, XML_NS, XMLNS_NS, type SvgAttribute, type SvgElement } from './svgDocument';

export const SVG_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', '\t': '&#9;', '\n': '&#10;' };
const escapeText = (text: string) => text.replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c]);
const escapeAttribute = (value: string) => value.replace(/[&<>"\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c]);

/** Only an approved tree is written: anything outside the namespaces the allow-list knows is a mistake here. */
function attributeName(a: SvgAttribute): string | null {
  if (a.uri === '') return a.local === 'xmlns' ? null : a.local;
  if (a.uri === XMLNS_NS) return null; // declarations are written afresh
  if (a.uri === XLINK_NS) return `xlink:${a.local}`;
  if (a.uri === XML_NS) return `xml:${a.local}`;
  throw new Error(`an attribute in ${a.uri} cannot be written: the check should have refused it`);
}

const usesXlink = (elements: readonly SvgElement[]) => elements.some((e) => e.attributes.some((a) => a.uri === XLINK_NS));

export function serialiseSvg(root: SvgElement, elements: readonly SvgElement[]): string {
  const out: string[] = [SVG_DECLARATION];
  const write = (element: SvgElement, isRoot: boolean) => {
    if (element.uri !== SVG_NS) throw new Error(`<${element.name}> cannot be written: the check should have refused it`);
    out.push(`<${element.local}`);
    if (isRoot) out.push(` xmlns="${SVG_NS}"`, usesXlink(elements) ? ` xmlns:xlink="${XLINK_NS}"` : '');
    for (const a of element.attributes) {
      const name = attributeName(a);
      if (name !== null) out.push(` ${name}="${escapeAttribute(a.value)}"`);
    }
    if (element.children.length === 0) {
      out.push('/>');
      return;
    }
    out.push('>');
    for (const child of element.children) {
      if (isElement(child)) write(child, false);
      else out.push(escapeText(child.text));
    }
    out.push(`</${element.local}>`);
  };
  write(root, true);
  out.push('\n');
  return out.join('');
}
