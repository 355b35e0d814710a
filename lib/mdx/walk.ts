import type { Nodes, Parents } from 'mdast';

/**
 * Calls `visit` for each node of the tree, parents first, with the chain of its ancestors; when
 * `visit` returns 'skip', the node's children are not visited.
 */
export function walk(node: Nodes, visit: (node: Nodes, ancestors: readonly Parents[]) => void | 'skip', ancestors: Parents[] = []): void {
  if (visit(node, ancestors) === 'skip') return;
  if ('children' in node) for (const child of node.children) walk(child, visit, [...ancestors, node]);
}

/** Start and end offsets of a node in the text it was parsed from. */
export function span(node: { position?: { start: { offset?: number }; end: { offset?: number } } }): { start: number; end: number } {
  return { start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 };
}
