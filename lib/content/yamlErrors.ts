/**
 * A YAML syntax error in words an officer can act on. The YAML library reports one slip as several
 * errors in its own terms ('Block scalar lines must not be less indented…', 'Implicit map keys need
 * to be followed by map values'); we look at the lines around the first one and say, in one
 * sentence, what is wrong on which line. The later errors are nearly always the same slip's echo, and
 * the officer sees any real one on the next run.
 */
import type { YAMLError } from 'yaml';

export type YamlSlip = { line: number; message: string };

const GENERAL = 'check that it lines up (with spaces) under the field it belongs to, and that every "field: value" has its colon';

const indentOf = (line: string) => /^ */.exec(line)![0].length;
const isBlank = (line: string) => /^\s*(#.*)?$/.test(line);
/** Where the fields of a line start: `  - name: x` holds fields at 4. */
const fieldIndent = (line: string) => /^\s*- /.exec(line)?.[0].length ?? indentOf(line);
const keyOf = (line: string) => /^\s*(?:- )?([^\s:#"'][^:#]*?):(\s|$)/.exec(line)?.[1];

/**
 * The one sentence for the first error of a file's YAML. `lineOffset` turns a line of `text` into
 * a line of the file (frontmatter starts on line 2 of an .mdx file).
 */
export function explainYamlError(text: string, error: YAMLError, lineOffset = 0): YamlSlip {
  const slip = explain(text.split(/\r?\n/), error);
  const shown = slip.line + lineOffset;
  return { line: shown, message: slip.message.replace(/\bline \d+/, `line ${shown}`) };
}

function explain(lines: string[], error: YAMLError): YamlSlip {
  const at = error.linePos?.[0]?.line ?? 1;

  // A tab anywhere in the indentation is the cause whatever the library calls it.
  const tab = lines.findIndex((l, i) => i < at + 1 && /^ *\t/.test(l));
  if (tab >= 0) return { line: tab + 1, message: `line ${tab + 1} starts with a tab: use spaces` };

  if (error.code === 'DUPLICATE_KEY') {
    const key = keyOf(lines[at - 1] ?? '');
    return { line: at, message: `line ${at} repeats ${key ? `the field "${key}"` : 'a field'} of the lines above: keep one of them` };
  }

  const unclosed = /Missing closing (["'])quote/.exec(error.message)?.[1];
  if (unclosed) {
    // The library stops where the text ends; the slip is the last line above with an odd number of quotes.
    for (let i = Math.min(at, lines.length) - 1; i >= 0; i--) {
      const quotes = lines[i].replace(/\s#.*$/, '').split(unclosed).length - 1;
      if (quotes % 2 === 1) return { line: i + 1, message: `line ${i + 1} opens a quote (${unclosed}) that is never closed: add the closing ${unclosed} at the end of the value` };
    }
  }

  // The slip is on the error's line or the next (the library sometimes stops at the line before).
  for (const n of [at, at + 1]) {
    const line = lines[n - 1];
    if (line === undefined || isBlank(line)) continue;
    const previous = lines.slice(0, n - 1).reverse().find((l) => !isBlank(l));
    const value = /^\s*(?:- )?[^\s:#"'][^:#]*?:\s+([^"'|>\s].*)$/.exec(line)?.[1];
    if (value && /:\s/.test(value.replace(/\s#.*$/, '')) && n === at) {
      return { line: n, message: `line ${n}: a value that contains ": " needs quotes, e.g. ${keyOf(line)}: "${value.replace(/\s+#.*$/, '').replace(/"/g, "'")}"` };
    }
    if (!previous) continue;
    // A list item lines up with the dash of the item above; a field with that item's fields.
    const bothItems = /^\s*- /.test(line) && /^\s*- /.test(previous);
    const [mine, above] = [indentOf(line), bothItems ? indentOf(previous) : fieldIndent(previous)];
    const opensBlock = /:\s*(\||>)?[-+]?\s*(#.*)?$/.test(previous);
    if (mine > above && !opensBlock) {
      return { line: n, message: `line ${n} is indented more than the line above it: line it up under "${keyOf(previous) ?? previous.trim()}" (${above} spaces)` };
    }
    // Less indented than the line above, but not back at the level of any field it could belong to.
    const levels = new Set(lines.slice(0, n - 1).filter((l) => !isBlank(l)).flatMap((l) => [indentOf(l), fieldIndent(l)]));
    if (mine < above && !levels.has(mine)) {
      return { line: n, message: `line ${n} is indented less than the line above it: line it up under "${keyOf(previous) ?? previous.trim()}" (${above} spaces)` };
    }
    if (n === at && !/^\s*- /.test(line) && !line.includes(':') && !/^\s*[|>]/.test(line)) {
      return { line: n, message: `line ${n} has no ":" after its field name: write it as "field: value"` };
    }
  }
  return { line: at, message: `the YAML cannot be read at line ${at}: ${GENERAL}` };
}
