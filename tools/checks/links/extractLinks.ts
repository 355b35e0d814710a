/**
 * Finds every link an officer wrote in a content file, with the line and column where it starts, so
 * `npm run links:check` can print `file:line:col: message` like a compiler.
 *
 * YAML files and MDX frontmatter are walked as YAML (comments are not links); the MDX body is read
 * from its MDX parse tree: Markdown links and images, tag attributes, bare web addresses in prose.
 */
import YAML, { visit } from 'yaml';
import { disallowedScheme } from '@/lib/mdx/address';
import { URL_ATTRIBUTES } from '@/lib/mdx/allowList';
import { parseMdx } from '@/lib/mdx/parse';
import { span, walk } from '@/lib/mdx/walk';
import { splitFrontmatter } from '@/lib/content/frontmatter';

type Push = (kind: LinkKind, url: string, offset: number) => void;

/** `unsafe`: an address content must not use (`javascript:`, `data:`), see lib/mdx/address. */
export type LinkKind = 'internal' | 'external' | 'relative' | 'unsafe';

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

function externalIn(text: string, from: number, to: number, push: Push) {
  const slice = text.slice(from, to);
  for (const m of slice.matchAll(EXTERNAL)) push('external', trimUrl(m[0]), from + m.index);
}

/** A value that is a whole site path: `/about`, `/images/x.webp` (not `//cdn...`, not prose). */
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

function scanYaml(text: string, start: number, end: number, push: Push): Extraction['unreadable'] {
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
      else if (MARKDOWN_LINK.test(node.value)) markdownValueLinks(text, start + from, start + valueEnd, node.value, push);
      else externalIn(text, start + from, start + valueEnd, push);
    },
  });
  return undefined;
}

/** A value that may hold a Markdown link or image, or an HTML tag: a task's description, a resource's text. */
const MARKDOWN_LINK = /\]\(|<[A-Za-z]/;

/**
 * The links of a value written in Markdown (a task's description, a resource's text), read from its
 * MDX parse as a page body is, each placed where its address is written in the file: a block value
 * (`description: |`) loses its indentation when read, so the address is found in the source, in
 * order. A value that does not read as MDX has its web addresses found as in prose.
 */
function markdownValueLinks(text: string, from: number, to: number, value: string, push: Push) {
  const found: Array<[LinkKind, string]> = [];
  if (scanMdxBody(value, 0, (kind, url) => found.push([kind, url]))) return externalIn(text, from, to, push);
  let cursor = from;
  for (const [kind, url] of found) {
    const at = text.indexOf(url, cursor);
    const offset = at >= 0 && at < to ? at : cursor;
    push(kind, url, offset);
    cursor = offset + (at >= 0 ? url.length : 0);
  }
}

/** Pushes the site path or the web addresses in `from`..`to` of the text (one value). */
function valueLinks(text: string, from: number, to: number, push: Push) {
  const value = text.slice(from, to);
  if (SITE_PATH.test(value)) push('internal', value, from);
  else externalIn(text, from, to, push);
}

/** A link's address in the source: after its text, e.g. the `/about` of `[us](/about)`. */
function destinationOffset(text: string, from: number, to: number, url: string): number {
  const close = text.lastIndexOf('](', to);
  const after = close >= from ? close + 2 : from;
  const at = text.indexOf(url, after);
  return at >= 0 && at < to ? at : after;
}

function addressLink(text: string, url: string, offset: number, push: Push) {
  if (disallowedScheme(url)) push('unsafe', url, offset);
  else if (/^https?:/i.test(url)) push('external', trimUrl(url), offset);
  else if (SITE_PATH.test(url)) push('internal', url, offset);
  // [text](about): a relative target, which breaks under a base path
  else if (url && !/^(mailto:|tel:|#)/i.test(url)) push('relative', url, offset);
}

/**
 * The links of an MDX body, read from its parse tree (lib/mdx): Markdown links, images and
 * definitions, address attributes of tags, and bare web addresses in the prose; never in code.
 */
function scanMdxBody(text: string, start: number, push: Push): Extraction['unreadable'] {
  const body = text.slice(start);
  const parsed = parseMdx(body);
  if (parsed.error) {
    const { line, column } = positionAt(text, start);
    return {
      line: line + parsed.error.line - 1,
      column: parsed.error.line === 1 ? column + parsed.error.column - 1 : parsed.error.column,
      message: 'the page text cannot be read as MDX: run `npm run content:check` for details',
    };
  }
  walk(parsed.tree, (node) => {
    const { start: from, end: to } = span(node);
    const [a, b] = [start + from, start + to];
    switch (node.type) {
      case 'link':
      case 'image':
      case 'definition': {
        const autolink = text[a] === '<';
        const offset = autolink
          ? a + 1
          : node.type === 'definition'
            ? Math.max(a, text.indexOf(node.url, a))
            : destinationOffset(text, a, b, node.url);
        addressLink(text, node.url, offset, push);
        return 'skip'; // the text of a link is not a link of its own
      }
      case 'text':
        externalIn(text, a, b, push);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attr of node.attributes) {
          if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string' || !attr.position) continue;
          // The value as written sits between the quotes that end the attribute's span.
          const [attrFrom, attrTo] = [start + span(attr).start, start + span(attr).end];
          const quote = text.slice(attrFrom, attrTo).search(/["']/);
          if (quote < 0) continue;
          const valueFrom = attrFrom + quote + 1;
          // Only an address attribute can carry a scheme: a title such as "StatQuest: PCA" is prose.
          if (URL_ATTRIBUTES.has(attr.name) && disallowedScheme(attr.value)) push('unsafe', attr.value, valueFrom);
          else valueLinks(text, valueFrom, attrTo - 1, push);
        }
        return;
      default:
        return;
    }
  });
  return undefined;
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
    const fm = splitFrontmatter(text);
    if (fm) unreadable = scanYaml(text, fm.yamlStart, fm.yamlEnd, push);
    const bodyUnreadable = scanMdxBody(text, fm ? fm.bodyStart : 0, push);
    unreadable ??= bodyUnreadable;
  }
  links.sort((a, b) => a.line - b.line || a.column - b.column);
  return { links, unreadable };
}
