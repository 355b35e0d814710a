/**
 * A slip that moved a whole block of YAML: a list item with everything under it (a task pasted one
 * space too far right), or a field with its children. The YAML library names only the first line
 * that no longer lines up, and advice for that line alone takes one round per line, or points the
 * wrong way when the moved item comes first (the items after it then look out of line). Here the
 * block is found, and the advice is only given when the file, moved as it says, reads.
 */
import YAML from 'yaml';
import { indentOf, isBlank, isItem, keyOf } from './yamlIndent';

/** The advice: lines `from`..`to` (1-based) moved by `by` spaces (left when negative). */
export type BlockMove = { from: number; to: number; by: number; item: boolean; indent: number };

const spaces = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`;

/** One sentence for a block move; `shown` turns a line of the text into a line of the file. */
export function blockMoveMessage(move: BlockMove, shown: (line: number) => number): string {
  const [from, to] = [shown(move.from), shown(move.to)];
  const where = move.by < 0 ? 'right' : 'left';
  const lineUp = move.item
    ? `its "-" under the "-" of the other items of its list (${spaces(move.indent)})`
    : `its first line under the fields beside it (${spaces(move.indent)})`;
  return `lines ${from}-${to} (a whole ${move.item ? 'list item' : 'field and what is under it'}) are ${spaces(Math.abs(move.by))} too far ${where}: move each of them ${spaces(Math.abs(move.by))} ${move.by < 0 ? 'left' : 'right'}, to put ${lineUp}`;
}

/** Line `start` (0-based) and the lines under it: blank ones, and those indented further. */
function blockOf(lines: readonly string[], start: number): number {
  let end = start;
  for (let i = start + 1; i < lines.length && (isBlank(lines[i]) || indentOf(lines[i]) > indentOf(lines[start])); i++)
    if (!isBlank(lines[i])) end = i;
  return end;
}

/** The first line (1-based) the YAML library stops at once lines `from`..`to` (0-based) moved by `by`; 0 when it reads. */
function firstErrorAfter(lines: readonly string[], from: number, to: number, by: number): number {
  const moved = lines.map((l, i) =>
    i < from || i > to || isBlank(l) ? l : by > 0 ? `${' '.repeat(by)}${l}` : l.slice(Math.min(-by, indentOf(l))),
  );
  const doc = YAML.parseDocument(moved.join('\n'), { prettyErrors: true, uniqueKeys: true });
  return doc.errors[0]?.linePos?.[0]?.line ?? 0;
}

/** Whether moving lines `from`..`to` (0-based) by `by` makes them read: no error left, or the next only after them. */
const reads = (lines: readonly string[], from: number, to: number, by: number) => {
  const next = firstErrorAfter(lines, from, to, by);
  return next === 0 || next > to + 1;
};

/** How far the file's lists put their "-" from the field that opens them: its most common distance, 2 when there is none. */
function listOffset(lines: readonly string[]): number {
  const counts = new Map<number, number>();
  lines.forEach((line, i) => {
    const next = lines.slice(i + 1).find((l) => !isBlank(l));
    if (keyOf(line) && /:\s*(#.*)?$/.test(line) && next && isItem(next) && indentOf(next) > indentOf(line)) {
      const d = indentOf(next) - indentOf(line);
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
  });
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 2;
}

/**
 * A list item moved with all its lines: the items of the list around line `at` (1-based) that are
 * not where the file's lists put their "-", when moving one of them (and its lines) there reads.
 */
export function movedItem(lines: readonly string[], at: number): BlockMove | undefined {
  let item = at - 1;
  while (item >= 0 && (isBlank(lines[item]) || !isItem(lines[item]))) item--;
  if (item < 0) return undefined;
  let parent = item - 1;
  while (parent >= 0 && (isBlank(lines[parent]) || indentOf(lines[parent]) >= indentOf(lines[item]) - 1 || !keyOf(lines[parent]))) parent--;
  if (parent < 0 || !/:\s*(#.*)?$/.test(lines[parent])) return undefined;
  const base = indentOf(lines[parent]);
  let end = parent + 1;
  while (end < lines.length && (isBlank(lines[end]) || indentOf(lines[end]) > base)) end++;
  const dashes = lines.map((l, i) => i).filter((i) => i > parent && i < end && isItem(lines[i]));
  const least = Math.min(...dashes.map((i) => indentOf(lines[i])));
  const items = dashes.filter((i) => indentOf(lines[i]) <= least + 2);
  const expected = base + listOffset(lines);
  for (const start of items.filter((i) => indentOf(lines[i]) !== expected)) {
    const next = items.find((i) => i > start);
    const last = blockOf(lines, start);
    const to = next === undefined ? last : Math.min(last, next - 1);
    const by = expected - indentOf(lines[start]);
    if (to > start && reads(lines, start, to, by)) return { from: start + 1, to: to + 1, by, item: true, indent: expected };
  }
  return undefined;
}

/**
 * Advice for line `line` (1-based) alone, to `indent` spaces, widened to the lines under it when
 * they moved with it: only when the block moved reads and the line moved alone does not.
 */
export function widened(lines: readonly string[], line: number, indent: number): BlockMove | undefined {
  const start = line - 1;
  const to = blockOf(lines, start);
  const by = indent - indentOf(lines[start]);
  if (to === start || by === 0 || reads(lines, start, start, by) || !reads(lines, start, to, by)) return undefined;
  return { from: line, to: to + 1, by, item: isItem(lines[start]), indent };
}
