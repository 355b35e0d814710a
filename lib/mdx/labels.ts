/**
 * The `[label]` shorthand of the submodule pages: a label in brackets, in the prose of a body, a task
 * description or a resource text, links to the link of that label in the list that goes with the
 * text (the page's `links`, the task's, the resource's). Read on the parse tree (./parse.ts), never
 * on the text: a `[label]` counts in prose only (a text node), not in code, in a tag's attribute, in
 * a Markdown link or reference, not escaped (`\[x\]`), not as an image (`![x]`) nor as the second
 * half of `[a][b]`. The checks (lib/onboarding/mdxBody, lib/content/rules) find the labels that
 * have no link; the build (./toHast.ts) turns each one that has into a tracked link.
 */
import type { Nodes, Root, RootContent, Text } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx';
import { parseMdx } from './parse';
import { walk } from './walk';

/** `[label]` not followed by `(`: a Markdown link `[text](url)` is not one. */
const LABEL = /\[([^\][\n]+)\](?!\()/g;

/** A link a `[label]` may name (the content schema's link). */
export type LabelLink = { label: string; url: string; required: boolean };

type Use = { label: string; start: number; end: number };

/** The `[label]`s of one text node: offsets in its value. */
function usesIn(node: Text): Use[] {
  const literal = new Set(node.data?.literal ?? []);
  const uses: Use[] = [];
  for (const m of node.value.matchAll(LABEL)) {
    const start = m.index;
    const end = start + m[0].length;
    if (literal.has(start) || literal.has(end - 1)) continue;
    if ('!]'.includes(node.value[start - 1] ?? ' ') || m[1].trim() === '') continue;
    uses.push({ label: m[1], start, end });
  }
  return uses;
}

/** Each `[label]` written in the prose of a parsed text, with its line (1-based, within the text). */
export function labelUses(tree: Root): { label: string; line: number }[] {
  const uses: { label: string; line: number }[] = [];
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'linkReference') return 'skip';
    if (node.type !== 'text') return;
    for (const use of usesIn(node)) {
      const before = node.value.slice(0, use.start).match(/\n/g)?.length ?? 0;
      uses.push({ label: use.label, line: (node.position?.start.line ?? 1) + before });
    }
  });
  return uses;
}

/** The labels a text uses in its prose; none for a text that cannot be read (its check says why). */
export function labelsIn(text: string): string[] {
  const parsed = parseMdx(text);
  return parsed.tree ? labelUses(parsed.tree).map((u) => u.label) : [];
}

/**
 * The tracked link of a `[label]`: `<ModuleLink label url required />`, which the build keeps as an
 * element of that name and the browser draws with the component map (components/Mdx/components.tsx).
 */
function moduleLink(link: LabelLink): MdxJsxTextElement {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });
  return {
    type: 'mdxJsxTextElement',
    name: 'ModuleLink',
    attributes: [attribute('label', link.label), attribute('url', link.url), attribute('required', String(link.required))],
    children: [],
  };
}

/** A text node split at each `[label]` of a known link, the label becoming that link. */
function withLinks(node: Text, links: readonly LabelLink[]): RootContent[] {
  const out: RootContent[] = [];
  let last = 0;
  for (const use of usesIn(node)) {
    const link = links.find((l) => l.label === use.label);
    if (!link) continue; // no such link: the text stays as written (the check reports it)
    if (use.start > last) out.push({ type: 'text', value: node.value.slice(last, use.start) });
    out.push(moduleLink(link));
    last = use.end;
  }
  if (last === 0) return [node];
  if (last < node.value.length) out.push({ type: 'text', value: node.value.slice(last) });
  return out;
}

function relink(node: Nodes, links: readonly LabelLink[]): Nodes {
  if (node.type === 'link' || node.type === 'linkReference' || !('children' in node)) return node;
  const children = node.children.flatMap((child) => (child.type === 'text' ? withLinks(child, links) : [relink(child, links)]));
  return { ...node, children } as Nodes;
}

/** A copy of the tree with each `[label]` of one of `links` as its tracked link (the parsed tree itself is shared and not changed). */
export function linkLabels(tree: Root, links: readonly LabelLink[]): Root {
  return links.length ? (relink(tree, links) as Root) : tree;
}
