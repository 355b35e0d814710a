/**
 * The words a member reads in an MDX body, from its parse tree (lib/mdx/parse): prose, code, and the
 * titles of <Video> and <Document>. For the search index; the markup itself is not text.
 */
import type { Nodes } from 'mdast';
import { parseMdx } from './parse';

/** Nodes whose children are blocks: their texts are separate words. Inline children run on ('**line noise**;'). */
const HOLDS_BLOCKS = new Set(['root', 'list', 'listItem', 'blockquote', 'table', 'tableRow', 'mdxJsxFlowElement']);

function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  const title =
    node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
      ? node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && a.name === 'title' && typeof a.value === 'string' ? [a.value] : []))
      : [];
  const children = 'children' in node ? node.children.map((child) => textOf(child as Nodes)) : [];
  return [...title, children.join(HOLDS_BLOCKS.has(node.type) ? ' ' : '')].join(' ');
}

export function mdxText(body: string): string {
  const parsed = parseMdx(body);
  // The loaders refuse a body that does not parse before anything reads its text.
  if (!parsed.tree) throw new Error(`the MDX body cannot be read (${parsed.error.line}:${parsed.error.column}: ${parsed.error.reason})`);
  return textOf(parsed.tree).replace(/\s+/g, ' ').trim();
}
