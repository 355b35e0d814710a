/**
 * A checked MDX text as a data tree (hast) for the sealed members' pages: parsed once by lib/mdx
 * (the allow-list already fixed what can occur: plain elements, `<Video>` and `<Document>`), each
 * `[label]` of a known link made the tracked `<ModuleLink>` (./labels.ts), turned into hast at build
 * and then into element data (lib/mdx/toElements), which is encrypted and drawn in the browser with
 * the component map (components/Mdx). Nothing is compiled or evaluated at run time.
 */
import type { Root as HastRoot } from 'hast';
import type { Heading, Nodes, Root } from 'mdast';
import { toHast, type Options } from 'mdast-util-to-hast';
import { asset } from '@/lib/asset';
import { linkLabels, type LabelLink } from './labels';
import { parseMdx } from './parse';

/** JSX elements stay as they are (components are resolved in the browser); their children are converted. */
const JSX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as unknown as NonNullable<Options['passThrough']>;

type JsxNode = { type: string; name: string | null; attributes: { type: string; name?: string; value?: unknown }[]; children: unknown[] };

/** What goes with a text besides the text itself. */
export type TextOptions = {
  /** The links its `[label]`s name: the page's for a body, the task's for a description. */
  links?: readonly LabelLink[];
  /**
   * Ranks added to its headings, for a text inside a card that has a title of its own: with 1, `#`
   * and `##` are drawn as h3 (a task description, below the task's h2); with 2, as h4.
   */
  headingOffset?: number;
  /** The field named in an error: `body` unless told. */
  field?: string;
};

/**
 * Each JSX element becomes a plain hast element named as written (`Video`, `ModuleLink`, `sub`), its
 * attributes string properties: the browser then looks components up by name in the component map,
 * with no expression to evaluate (the allow-list admits only literal attributes). Positions are for
 * messages at build time and are left out.
 */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (typeof node !== 'object' || node === null) return node;
  const n = node as JsxNode & Record<string, unknown>;
  if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') {
    const properties = Object.fromEntries(
      n.attributes.filter((a) => a.type === 'mdxJsxAttribute' && a.name).map((a) => [a.name, typeof a.value === 'string' ? a.value : true]),
    );
    return { type: 'element', tagName: n.name ?? 'span', properties, children: plain(n.children) };
  }
  return Object.fromEntries(
    Object.entries(n)
      .filter(([key]) => key !== 'position')
      .map(([key, value]) => [key, plain(value)]),
  );
}

/**
 * A link or an image written from the site root (`[Events](/events/)`, `![x](/images/a.webp)`, `<img
 * src="/...">`) with the deployment's base path in front, as every other address of the site has:
 * under a GitHub Pages project site the page is at /<repository>/events/, and the address as written
 * would leave the site. content:check checks the address as written against the site's pages.
 */
function withBasePath(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const n = node as { type?: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[] };
  const key = n.tagName === 'a' ? 'href' : n.tagName === 'img' ? 'src' : undefined;
  const value = key && n.properties?.[key];
  if (key && typeof value === 'string') n.properties![key] = asset(value);
  n.children?.forEach(withBasePath);
}

/** A copy of the tree with its Markdown headings ranked `offset` lower (h6 at most). */
function ranked(node: Nodes, offset: number): Nodes {
  if (node.type === 'heading') return { ...node, depth: Math.min(6, Math.max(2, node.depth) + offset) as Heading['depth'] };
  if (!('children' in node)) return node;
  return { ...node, children: node.children.map((child) => ranked(child, offset)) } as Nodes;
}

/** `text` passed the check of lib/mdx; `file` and `line` (where the text starts) name it in an error. */
export function mdxToHast(text: string, file: string, line = 1, options: TextOptions = {}): HastRoot {
  const parsed = parseMdx(text);
  if (!parsed.tree)
    throw new Error(
      `${file}:${parsed.error.line + line - 1}: ${options.field ?? 'body'}: the page text cannot be read (${parsed.error.reason})`,
    );
  let tree = linkLabels(parsed.tree, options.links ?? []);
  if (options.headingOffset) tree = ranked(tree, options.headingOffset) as Root;
  const hast = plain(toHast(tree, { passThrough: JSX_NODES })) as HastRoot;
  withBasePath(hast);
  return hast;
}
