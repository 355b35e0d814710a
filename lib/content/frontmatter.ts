/**
 * The one way a content file's frontmatter is told from its body: a first line `---`, the YAML, and
 * the next line that is `---` (spaces after the dashes allowed, CRLF or LF). The module pages, the
 * members' pages, the link check and the tests all split files here, so they agree on where a
 * file's lines are. (gray-matter, used before, took a `----` line for the closing one and left a
 * carriage return on the last field of a CRLF file.)
 */

export type FrontmatterSplit = {
  /** The YAML between the two `---` lines. */
  yaml: string;
  /** The file line the YAML starts on (always 2) and the offset where it starts. */
  yamlLine: number;
  yamlStart: number;
  /** Offset just after the YAML (the start of the closing `---` line). */
  yamlEnd: number;
  /** Everything after the closing line, the line it starts on and its offset. */
  body: string;
  bodyLine: number;
  bodyStart: number;
};

const DASHES = /^---[ \t]*$/;

/** Null when the file does not open with a `---` line or never closes it (yamlErrors.unclosedFrontmatter says where). */
export function splitFrontmatter(text: string): FrontmatterSplit | null {
  const lines = text.split('\n');
  if (!DASHES.test(lines[0].replace(/\r$/, ''))) return null;
  const close = lines.findIndex((l, i) => i > 0 && DASHES.test(l.replace(/\r$/, '')));
  if (close < 0) return null;
  const offsetOf = (line: number) => lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0);
  const yamlStart = offsetOf(1);
  const yamlEnd = offsetOf(close);
  const bodyStart = Math.min(offsetOf(close + 1), text.length);
  return {
    yaml: text.slice(yamlStart, yamlEnd).replace(/\r?\n$/, ''),
    yamlLine: 2,
    yamlStart,
    yamlEnd,
    body: text.slice(bodyStart),
    bodyLine: close + 2,
    bodyStart,
  };
}
