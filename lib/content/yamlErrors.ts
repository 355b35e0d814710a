/**
 * A YAML syntax error in words an officer can act on. The YAML library reports one slip as several
 * errors in its own terms ('Block scalar lines must not be less indented…', 'Implicit map keys need
 * to be followed by map values'); we look at the lines around the first one and say, in one
 * sentence, what is wrong on which line. The later errors are nearly always the same slip's echo, and
 * the officer sees any real one on the next run.
 */
import type { YAMLError } from 'yaml';
import { blockMoveMessage, movedItem, widened } from './yamlBlocks';
import { straightQuoted, typographic } from './yamlQuotes';
import { fieldIndent, firstItemOutOfLine, indentOf, isBlank, isItem, keyOf, outOfLine, tabIndent } from './yamlIndent';

/** `indent`: for a line out of line, the spaces the advice puts it at (a block moved with it is looked for then). */
export type YamlSlip = { line: number; message: string; indent?: number };

const GENERAL = 'check that it lines up (with spaces) under the field it belongs to, and that every "field: value" has its colon';

const quoted = straightQuoted;

/** 'needs quotes', or says which quotes when the value has typographic ones. */
const needsQuotes = (value: string) => {
  const v = value.replace(/\s+#.*$/, '').trim();
  return typographic(value) === undefined ? 'needs quotes' : `needs straight quotes ("), not typographic ones (${v[0]} ${v[v.length - 1]})`;
};

/**
 * The YAML character a plain value cannot start with, when the value is text rather than what the
 * character starts: `[Draft] Intro` is not a list, `@team` is reserved. A real list or group
 * (`[1, 2]`, `{ a: 1 }`) parses and never gets here.
 */
function startsWithIndicator(value: string): string | undefined {
  const v = value.replace(/\s+#.*$/, '').trim();
  if (/^[@`]/.test(v)) return v[0];
  const close = { '[': ']', '{': '}' }[v[0]];
  if (!close) return undefined;
  const end = v.lastIndexOf(close);
  return end < 0 || end < v.length - 1 ? v[0] : undefined;
}

/**
 * A line that starts the next item of a list but lost its "- ": it sits where the items' dashes
 * are and names the same first field as the item above (`  id: b` under `  - id: a`). The YAML
 * library reports it on the line after, as too much indentation, and following that advice only
 * moves the error. Looks at lines up to `last`.
 */
function missingDash(lines: string[], last: number): YamlSlip | undefined {
  for (let i = 1; i < Math.min(last, lines.length); i++) {
    const line = lines[i];
    if (isBlank(line) || /^\s*- /.test(line) || !keyOf(line)) continue;
    const item = lines
      .slice(0, i)
      .reverse()
      .find((l) => !isBlank(l) && indentOf(l) <= indentOf(line));
    if (item && indentOf(item) === indentOf(line) && /^\s*- /.test(item) && keyOf(item) === keyOf(line))
      return dashless(i + 1, line, indentOf(item));
  }
  return undefined;
}

/** Line `n` (`line`) written as the item it starts: its "- " where the item above has its own. */
const dashless = (n: number, line: string, dashIndent: number): YamlSlip => ({
  line: n,
  message: `line ${n} starts a new list item without "- ": write it as "${' '.repeat(dashIndent)}- ${line.replace(/\s+#.*$/, '').trim()}", like the item above`,
});

/**
 * A repeated field that is the next item's lost "- ", its line kept at the item's fields (`    name:
 * Grace` under `  - name: Ada` and its fields): the library calls it a duplicate, and keeping one of
 * the two, as for a real duplicate, would delete an item. Told apart by the item's first field
 * coming again from this line on, before the item ends (this line, or a later one when the items'
 * fields are in another order). Undefined when the mapping is no list item or the first field does
 * not come again: then it is a real duplicate (`a: 1` then `a: 2`).
 */
function duplicateIsDashless(lines: string[], at: number): YamlSlip | undefined {
  const line = lines[at - 1] ?? '';
  const indent = indentOf(line);
  if (!keyOf(line) || /^\s*-(\s|$)/.test(line)) return undefined;
  let start = at - 2;
  while (start >= 0 && (isBlank(lines[start]) || indentOf(lines[start]) >= indent)) start--;
  const dash = /^(\s*)-(\s+|$)/.exec(lines[start] ?? '');
  if (!dash) return undefined;
  // `  - name: Ada` holds the item's first field; a bare `  -` has it on the next line.
  const inline = lines[start].trim() !== '-';
  const first = inline ? start : lines.findIndex((l, i) => i > start && !isBlank(l));
  const firstKey = keyOf(lines[first] ?? '');
  if (!firstKey || (inline ? dash[0].length : indentOf(lines[first])) !== indent) return undefined;
  for (let i = at - 1; i < lines.length && (isBlank(lines[i]) || indentOf(lines[i]) >= indent); i++) {
    if (indentOf(lines[i]) === indent && keyOf(lines[i]) === firstKey) return dashless(at, line, dash[1].length);
  }
  return undefined;
}

/** A list item's "-" out of line with the other items' (`first`: with the fields under it, in a list's first item). */
const strayItem = (n: number, indent: number, first = false): YamlSlip => ({
  line: n,
  indent,
  message: first
    ? `line ${n} is a list item out of line with the fields under it: put its "-" 2 spaces before them (${indent} spaces)`
    : `line ${n} is a list item out of line: put its "-" under the "-" of the other items of its list (${indent} spaces)`,
});

/**
 * The one sentence for the first error of a file's YAML. `lineOffset` turns a line of `text` into
 * a line of the file (frontmatter starts on line 2 of an .mdx file).
 */
export function explainYamlError(text: string, error: YAMLError, lineOffset = 0): YamlSlip {
  const lines = text.split(/\r?\n/);
  const slip = explain(lines, error);
  const shown = (line: number) => line + lineOffset;
  // A line out of line may be the first of a block that moved with it: one move for all of them.
  const move = slip.indent === undefined ? undefined : (movedItem(lines, slip.line) ?? widened(lines, slip.line, slip.indent));
  if (move) return { line: shown(move.from), message: blockMoveMessage(move, shown) };
  return { line: shown(slip.line), message: slip.message.replace(/\bline \d+/, `line ${shown(slip.line)}`) };
}

function explain(lines: string[], error: YAMLError): YamlSlip {
  const at = error.linePos?.[0]?.line ?? 1;

  // A tab anywhere in the indentation is the cause whatever the library calls it.
  const tab = lines.findIndex((l, i) => i < at + 1 && /^ *\t/.test(l));
  if (tab >= 0) {
    const { indent, name } = tabIndent(lines, tab + 1);
    const under = name ? `, to line it up under "${name}"` : '';
    return { line: tab + 1, message: `line ${tab + 1} starts with a tab: indent it with ${indent} spaces instead${under}` };
  }

  if (error.code === 'DUPLICATE_KEY') {
    const lostDash = duplicateIsDashless(lines, at);
    if (lostDash) return lostDash;
    const key = keyOf(lines[at - 1] ?? '');
    return { line: at, message: `line ${at} repeats ${key ? `the field "${key}"` : 'a field'} of the lines above: keep one of them` };
  }

  const unclosed = /Missing closing (["'])quote/.exec(error.message)?.[1];
  if (unclosed) {
    // The library stops where the text ends; the slip is the last line above with an odd number of quotes.
    for (let i = Math.min(at, lines.length) - 1; i >= 0; i--) {
      const quotes = lines[i].replace(/\s#.*$/, '').split(unclosed).length - 1;
      if (quotes % 2 === 1)
        return {
          line: i + 1,
          message: `line ${i + 1} opens a quote (${unclosed}) that is never closed: add the closing ${unclosed} at the end of the value`,
        };
    }
  }

  const dashless = missingDash(lines, at + 1);
  if (dashless) return dashless;

  // The slip is on the error's line or the next (the library sometimes stops at the line before);
  // a list item out of line is blamed by the library on its first field's line, after it.
  for (const n of [at - 1, at, at + 1]) {
    const line = lines[n - 1];
    if (line === undefined || isBlank(line)) continue;
    if (n === at - 1) {
      const item = isItem(line) ? outOfLine(lines, n) : undefined;
      if (item?.item) return strayItem(n, item.indent);
      continue;
    }
    const previous = lines
      .slice(0, n - 1)
      .reverse()
      .find((l) => !isBlank(l));
    const value = /^\s*(?:- )?[^\s:#"'][^:#]*?:\s+([^"'|>\s].*)$/.exec(line)?.[1];
    const indicator = value && startsWithIndicator(value);
    if (indicator)
      return {
        line: n,
        message: `line ${n}: a value that starts with "${indicator}" ${needsQuotes(value)}, e.g. ${keyOf(line)}: ${quoted(value)}`,
      };
    if (value && /:\s/.test(value.replace(/\s#.*$/, '')) && n === at) {
      return { line: n, message: `line ${n}: a value that contains ": " ${needsQuotes(value)}, e.g. ${keyOf(line)}: ${quoted(value)}` };
    }
    if (!previous) continue;
    const lead = firstItemOutOfLine(lines, n);
    if (lead) return strayItem(lead.line, lead.indent, true);
    // A list item lines up with the dash of the item above; a field with that item's fields.
    const bothItems = /^\s*- /.test(line) && /^\s*- /.test(previous);
    const [mine, above] = [indentOf(line), bothItems ? indentOf(previous) : fieldIndent(previous)];
    const opensBlock = /:\s*(\||>)?[-+]?\s*(#.*)?$/.test(previous);
    if (mine > above && !opensBlock) {
      return {
        line: n,
        indent: above,
        message: `line ${n} is indented more than the line above it: line it up under "${keyOf(previous) ?? previous.trim()}" (${above} spaces)`,
      };
    }
    // Less indented than the line above, but not back at the level of anything that could hold it.
    const fix = mine < above ? outOfLine(lines, n) : undefined;
    if (fix?.item) return strayItem(n, fix.indent);
    if (fix) {
      return {
        line: n,
        indent: fix.indent,
        message: `line ${n} is indented less than the line above it: line it up under "${fix.name}" (${fix.indent} spaces)`,
      };
    }
    if (n === at && !/^\s*- /.test(line) && !line.includes(':') && !/^\s*[|>]/.test(line)) {
      return { line: n, message: `line ${n} has no ":" after its field name: write it as "field: value"` };
    }
  }
  return { line: at, message: `the YAML cannot be read at line ${at}: ${GENERAL}` };
}

/**
 * A file that opens its frontmatter with "---" and never closes it: the page text is then read as
 * YAML, and the library's complaint lands on a sentence of prose. Names the line where the text
 * starts (the first line at the left margin that is not a field, a comment or a list item), where
 * the closing "---" belongs. Undefined when the frontmatter is closed or not opened.
 */
export function unclosedFrontmatter(text: string): YamlSlip | undefined {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---' || lines.slice(1).some((l) => l.trimEnd() === '---')) return undefined;
  const start = lines.findIndex((l, i) => i > 0 && /^\S/.test(l) && !/^(#|- |[A-Za-z_][\w-]*:(\s|$))/.test(l));
  // A heading (`## Setup`) reads as a YAML comment: when it comes first, the closing goes above it.
  const heading = lines.findIndex((l, i) => i > 1 && (start < 0 || i < start) && /^#{1,6} \S/.test(l) && lines[i - 1].trim() === '');
  const n = (heading > 0 ? heading : start) + 1;
  if (n <= 0)
    return {
      line: lines.length,
      message: 'the frontmatter opened by "---" on line 1 is never closed: add a line "---" after its last field',
    };
  return {
    line: n,
    message: `the frontmatter opened by "---" on line 1 is never closed: add a line "---" above line ${n}, where the page text starts`,
  };
}
