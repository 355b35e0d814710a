/**
 * The words a member reads in an MDX text (a body, a task description, a resource text), from its
 * parse tree (lib/mdx/parse): prose, code, the titles of <Video> and <Document>, and each `[label]`
 * of a known link as its label, as the page shows it. For the search index; the markup itself is not
 * text.
 */
import type { Nodes } from 'mdast';
import { linkLabels, type LabelLink } from './labels';
import { parseMdx } from './parse';

/** Nodes whose children are blocks: their texts are separate words. Inline children run on ('**line noise**;'). */
const HOLDS_BLOCKS = new Set(['root', 'list', 'listItem', 'blockquote', 'table', 'tableRow', 'mdxJsxFlowElement']);

/** The attribute of an element that a member reads: a component's title, a tracked link's label. */
const shown = (name: string | null) => (name === 'ModuleLink' ? 'label' : 'title');

function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  const title =
    node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
      ? node.attributes.flatMap((a) =>
          a.type === 'mdxJsxAttribute' && a.name === shown(node.name) && typeof a.value === 'string' ? [a.value] : [],
        )
      : [];
  const children = 'children' in node ? node.children.map((child) => textOf(child as Nodes)) : [];
  const inner = children.join(HOLDS_BLOCKS.has(node.type) ? ' ' : '');
  return [...title, inner].filter((part) => part !== '').join(' ');
}

export function mdxText(text: string, links: readonly LabelLink[] = []): string {
  const parsed = parseMdx(text);
  // The loaders refuse a text that does not parse before anything reads its words.
  if (!parsed.tree) throw new Error(`the MDX text cannot be read (${parsed.error.line}:${parsed.error.column}: ${parsed.error.reason})`);
  return textOf(linkLabels(parsed.tree, links)).replace(/\s+/g, ' ').trim();
}
