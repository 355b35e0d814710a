/**
 * A checked MDX body as a data tree (hast) for the sealed members' pages: parsed once by lib/mdx
 * (the allow-list already fixed what can occur: plain elements, `<Video>`, `<Document>` and the
 * tracked `<ModuleLink>`), turned into hast at build and then into element data (lib/mdx/toElements),
 * which is encrypted and drawn in the browser with the component map (components/Mdx). Nothing is
 * compiled or evaluated at run time.
 */
import type { Root as HastRoot } from 'hast';
import { toHast, type Options } from 'mdast-util-to-hast';
import { parseMdx } from './parse';

/** JSX elements stay as they are (components are resolved in the browser); their children are converted. */
const JSX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as unknown as NonNullable<Options['passThrough']>;

type JsxNode = { type: string; name: string | null; attributes: { type: string; name?: string; value?: unknown }[]; children: unknown[] };

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

/** `body` is what lib/mdx/prepare made of a body that passed the check; `file` names it in an error. */
export function mdxToHast(body: string, file: string, bodyLine = 1): HastRoot {
  const parsed = parseMdx(body);
  if (!parsed.tree)
    throw new Error(`${file}:${parsed.error.line + bodyLine - 1}: body: the page text cannot be read (${parsed.error.reason})`);
  return plain(toHast(parsed.tree, { passThrough: JSX_NODES })) as HastRoot;
}
