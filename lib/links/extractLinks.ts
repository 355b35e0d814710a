/**
 * Finds every link an officer wrote in a content file, with the line and column where it starts, so
 * `npm run links:check` can print `file:line:col: message` like a compiler.
 *
 * YAML files and MDX frontmatter are walked as YAML (comments are not links); the MDX body is
 * scanned for Markdown link targets, JSX attributes and bare web addresses, outside code.
 */
import YAML, { visit } from 'yaml';

export type LinkKind = 'internal' | 'external' | 'relative';

export type FoundLink = {
  kind: LinkKind;
  /** The link exactly as written: `/about`, `/images/a.webp`, `https://numpy.org/doc/`. */
  url: string;
  /** 1-based, like an editor shows it. */
  line: number;
  column: number;
};

export type Extraction = { links: FoundLink[]; unreadable?: { line: number; column: number; message: string } };

/** A web address; parentheses are allowed inside and balanced afterwards (Wikipedia titles use them). */
const EXTERNAL = /https?:\/\/[^\s"'<>`\]{}|\\^]+/g;

export function trimUrl(raw: string): string {
  let url = raw;
  for (;;) {
    const last = url.at(-1);
    if (last && '.,;:!?*'.includes(last)) url = url.slice(0, -1);
    else if (last === ')' && count(url, '(') < count(url, ')')) url = url.slice(0, -1);
    else return url;
  }
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

/** Turns a character offset into a 1-based line and column. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = count(before, '\n') + 1;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function externalIn(text: string, from: number, to: number, push: (kind: LinkKind, url: string, offset: number) => void) {
  const slice = text.slice(from, to);
  for (const m of slice.matchAll(EXTERNAL)) push('external', trimUrl(m[0]), from + m.index);
}

/** A value that is a whole site path: `/about`, `/images/x.webp` (not `//cdn...`, not prose). */
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

function scanYaml(text: string, start: number, end: number, push: (kind: LinkKind, url: string, offset: number) => void): Extraction['unreadable'] {
  const source = text.slice(start, end);
  const doc = YAML.parseDocument(source, { keepSourceTokens: false });
  if (doc.errors.length > 0) {
    const offset = start + (doc.errors[0].pos?.[0] ?? 0);
    return { ...positionAt(text, offset), message: 'the YAML cannot be read: run `npm run content:check` for details' };
  }
  visit(doc, {
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
      const [from, valueEnd] = node.range;
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      if (SITE_PATH.test(node.value)) push('internal', node.value, start + from + (quoted ? 1 : 0));
      else externalIn(text, start + from, start + valueEnd, push);
    },
  });
  return undefined;
}

/** Replaces code (fenced blocks, inline code, MDX comments) with spaces, keeping every offset. */
function blankCode(body: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return body
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank)
    .replace(/`[^`\n]+`/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank);
}

function scanMdxBody(text: string, start: number, push: (kind: LinkKind, url: string, offset: number) => void) {
  const body = blankCode(text.slice(start));
  for (const m of body.matchAll(EXTERNAL)) push('external', trimUrl(m[0]), start + m.index);
  // [text](/about) and ![alt](/images/x.webp)
  for (const m of body.matchAll(/\]\((\/(?!\/)[^)\s]*)/g)) push('internal', m[1], start + m.index + 2);
  // [text](about): a relative target, which breaks under a base path
  for (const m of body.matchAll(/\]\((?!https?:|mailto:|tel:|#|\/)([^)\s]+)/g)) push('relative', m[1], start + m.index + 2);
  // <Document url="/files/x.pdf" />, <img src='/images/x.webp' />, href={"/about"}
  for (const m of body.matchAll(/\b[A-Za-z-]+=\{?(["'])(\/(?!\/)[^"'\s]*)\1/g)) {
    push('internal', m[2], start + m.index + m[0].indexOf(m[2]));
  }
}

/** The frontmatter of an MDX file: the text between the opening `---` line and the next one. */
function frontmatterRange(text: string): { start: number; end: number; bodyStart: number } | null {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return null;
  const close = /^---[ \t]*$/m.exec(text.slice(open[0].length));
  if (!close) return null;
  const end = open[0].length + close.index;
  return { start: open[0].length, end, bodyStart: end + close[0].length };
}

/** Every link in one content file; `fileName` decides how it is read (.yaml/.yml or .mdx/.md). */
export function extractLinks(text: string, fileName: string): Extraction {
  const links: FoundLink[] = [];
  const push = (kind: LinkKind, url: string, offset: number) => {
    if (url) links.push({ kind, url, ...positionAt(text, offset) });
  };
  let unreadable: Extraction['unreadable'];
  if (/\.ya?ml$/i.test(fileName)) {
    unreadable = scanYaml(text, 0, text.length, push);
  } else if (/\.mdx?$/i.test(fileName)) {
    const fm = frontmatterRange(text);
    if (fm) unreadable = scanYaml(text, fm.start, fm.end, push);
    scanMdxBody(text, fm ? fm.bodyStart : 0, push);
  }
  links.sort((a, b) => a.line - b.line || a.column - b.column);
  return { links, unreadable };
}
