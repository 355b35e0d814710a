/**
 * Typographic quotes (“…”, ‘…’, „…“, «…») around a whole value, as a word processor or a phone types
 * them: to YAML they are letters, so the page would show them around the text. Straight quotes (")
 * are YAML's; a value meant to show typographic quotes is written inside straight ones ("“Hi”"),
 * and is left alone.
 */
import { isPair, isScalar, isSeq, visit, type Document, type LineCounter } from 'yaml';

const PAIRS: Record<string, string[]> = { '“': ['”'], '‘': ['’'], '„': ['“', '”'], '«': ['»'] };

/** The text inside typographic quotes that wrap a whole value (a comment after it aside); undefined when none wrap it. */
export function typographic(value: string): string | undefined {
  const v = value.replace(/\s+#.*$/, '').trim();
  return v.length > 1 && PAIRS[v[0]]?.includes(v[v.length - 1]) ? v.slice(1, -1) : undefined;
}

/** The value in straight double quotes, as an officer would write it (its own double quotes become single). */
export const straightQuoted = (value: string) => `"${(typographic(value) ?? value.replace(/\s+#.*$/, '')).replace(/"/g, "'")}"`;

/**
 * Every value of a parsed document written bare in typographic quotes, with its line (of the
 * text) and the line to write instead: `name: "Guest Talk"`, or `- "Guest Talk"` in a list.
 */
export function typographicValues(doc: Document, counter: LineCounter): Array<{ line: number; message: string }> {
  const found: Array<{ line: number; message: string }> = [];
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return;
      const inner = typographic(node.value);
      if (inner === undefined) return;
      const line = counter.linePos(node.range[0]).line;
      const parent = path.at(-1);
      const field = isPair(parent) && isScalar(parent.key) ? `${String(parent.key.value)}: ` : isSeq(parent) ? '- ' : '';
      const v = node.value.trim();
      found.push({
        line,
        message: `line ${line}: the value is in typographic quotes (${v[0]} ${v[v.length - 1]}), which the page would show: write straight quotes (") or none, e.g. ${field}${straightQuoted(v)}`,
      });
    },
  });
  return found;
}
