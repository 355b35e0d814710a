/**
 * Where a line of YAML that is out of line belongs. The levels it can line up with are those of the
 * lines that hold the line above it (that line's item, the item's list, the list's field ...), not
 * every indentation the file uses: a field 5 spaces in, after a list item's fields at 8 inside a task
 * whose fields are at 4, belongs at 4 or at 8, and the advice names the nearer, so that following it
 * gives a file that reads. Lines of a block of text (`description: |`) hold nothing and are skipped.
 */
export const indentOf = (line: string) => /^ */.exec(line)![0].length;
export const isBlank = (line: string) => /^\s*(#.*)?$/.test(line);
export const isItem = (line: string) => /^\s*-(\s|$)/.test(line);
/** Where the fields of a line start: `  - name: x` holds fields at 4. */
export const fieldIndent = (line: string) => /^\s*- /.exec(line)?.[0].length ?? indentOf(line);
export const keyOf = (line: string) => /^\s*(?:- )?([^\s:#"'][^:#]*?):(\s|$)/.exec(line)?.[1];

/** A level a line can sit at: a list item's "-" (`item`), or fields; `line` is the 0-based line that sets it. */
type Level = { indent: number; item: boolean; line: number };

/** The levels of line `p` (0-based) and of the lines that hold it, nearest first. */
function holding(lines: readonly string[], p: number): Level[] {
  const levels: Level[] = [];
  let limit = Infinity;
  for (let i = p; i >= 0 && limit > 0; i--) {
    const l = lines[i];
    if (isBlank(l) || indentOf(l) >= limit || !(isItem(l) || keyOf(l))) continue;
    limit = indentOf(l);
    if (isItem(l)) levels.push({ indent: limit, item: true, line: i });
    levels.push({ indent: fieldIndent(l), item: false, line: i });
  }
  return levels;
}

const previousLine = (lines: readonly string[], n: number) => {
  for (let i = n - 2; i >= 0; i--) if (!isBlank(lines[i])) return i;
  return -1;
};

/**
 * For line `n` (1-based) when it sits at none of the levels that could hold it: the level to put it
 * at, the nearer on either side (a list item prefers another item's "-"). Undefined when it sits at
 * one, or is the first line under a field that opens a block (its indentation is free).
 */
export function outOfLine(lines: readonly string[], n: number): { indent: number; item: boolean; name: string } | undefined {
  const line = lines[n - 1];
  const p = previousLine(lines, n);
  if (p < 0 || /:\s*(\||>)?[-+]?\s*(#.*)?$/.test(lines[p])) return undefined;
  const mine = indentOf(line);
  const levels = holding(lines, p).filter((l) => isItem(line) || !l.item);
  if (levels.length === 0 || levels.some((l) => l.indent === mine)) return undefined;
  const distance = (l: Level) => Math.abs(l.indent - mine) - (l.item ? 0.5 : 0) - l.indent / 1000;
  const best = levels.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  const setter = lines[best.line];
  return { indent: best.indent, item: best.item, name: (best.item ? undefined : keyOf(setter)) ?? setter.trim() };
}

/**
 * Line `n` (1-based), a field, just under the first item of a list, away from that item's fields,
 * while the next line beside it agrees with it: the item's "-" is the line out of line (the first item of
 * a list may start anywhere, so the library blames its field). Where its "-" belongs: as far before
 * the fields as the item has it.
 */
export function firstItemOutOfLine(lines: readonly string[], n: number): { line: number; indent: number } | undefined {
  const line = lines[n - 1];
  const p = previousLine(lines, n);
  if (p < 1 || !isItem(lines[p]) || isItem(line) || !keyOf(line)) return undefined;
  const opener = previousLine(lines, p + 1);
  if (opener < 0 || !/:\s*(#.*)?$/.test(lines[opener])) return undefined;
  const [mine, gap] = [indentOf(line), fieldIndent(lines[p]) - indentOf(lines[p])];
  if (mine === fieldIndent(lines[p]) || mine - gap < indentOf(lines[opener])) return undefined;
  // The next line not under it is a field beside it, or the list's next item where the first one's "-" belongs.
  const after = lines.find((l, i) => i >= n && !isBlank(l) && indentOf(l) <= mine);
  const agrees = after !== undefined && (indentOf(after) === mine ? !isItem(after) : isItem(after) && indentOf(after) === mine - gap);
  return agrees ? { line: p + 1, indent: mine - gap } : undefined;
}

/**
 * Where line `n` (1-based), indented with a tab, belongs in spaces: under the field that opens it
 * (2 further), else at the level of the next line beside it, else at the line above's; with the
 * field it lines up under. A tab's width is whatever the editor shows, so the levels of the lines
 * around it decide.
 */
export function tabIndent(lines: readonly string[], n: number): { indent: number; name: string } {
  const line = lines[n - 1].replace(/^[ \t]+/, '');
  const p = previousLine(lines, n);
  if (p < 0) return { indent: 0, name: '' };
  const above = lines[p];
  if (/:\s*(#.*)?$/.test(above)) return { indent: fieldIndent(above) + 2, name: keyOf(above) ?? above.trim() };
  // A line of a block of text (`description: |`) lines up with the text's first line.
  for (let o = p; o >= 0; o--) {
    if (isBlank(lines[o])) continue;
    if (/:\s*[|>][-+]?\s*(#.*)?$/.test(lines[o]) && o < p) return { indent: indentOf(lines[o + 1]), name: keyOf(lines[o]) ?? '' };
    if (o < p && indentOf(lines[o]) < indentOf(lines[p])) break;
  }
  const levels = holding(lines, p).filter((l) => isItem(line) || !l.item);
  const next = lines.find((l, i) => i >= n && !isBlank(l) && !/^ *\t/.test(l));
  const beside = next === undefined ? undefined : levels.find((l) => l.indent === indentOf(next) && l.item === isItem(next));
  const level = beside ?? levels[0] ?? { indent: 0, item: false, line: p };
  return { indent: level.indent, name: (level.item ? undefined : keyOf(lines[level.line])) ?? lines[level.line].trim() };
}
