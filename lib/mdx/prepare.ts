/**
 * Turns a checked body into the text the build makes a page's element data from (./toElements.ts),
 * by replacing spans of the original text whose offsets come from the parse tree (./parse.ts):
 * nothing is found by pattern matching. The result is also plain MDX that the standard MDX compiler
 * accepts, which __tests__/compile.test.ts proves with next-mdx-remote.
 */
import { parseMdx } from './parse';
import { span, walk } from './walk';

export type Replacement = { start: number; end: number; text: string };

/** Backslash-escapes ASCII punctuation, so the text reads literally in Markdown and MDX. */
const literal = (text: string) => text.replace(/[!-/:-@[-`{-~]/g, '\\$&');

/**
 * `<https://…>` → `[https://…](https://…)`: the standard MDX compiler has no autolinks (JSX owns
 * `<`). ./parse.ts reads both forms as the same link, so the page is the same either way.
 */
function autolinks(body: string): Replacement[] {
  const parsed = parseMdx(body);
  if (!parsed.tree) return [];
  const out: Replacement[] = [];
  walk(parsed.tree, (node) => {
    if (node.type !== 'link') return;
    const { start, end } = span(node);
    if (body[start] !== '<') return;
    const shown = body.slice(start + 1, end - 1);
    out.push({ start, end, text: `[${literal(shown)}](${node.url.replace(/[()\\&]/g, '\\$&')})` });
    return 'skip';
  });
  return out;
}

/** Applies non-overlapping replacements, from the last to the first so offsets stay valid. */
export function applyReplacements(body: string, replacements: readonly Replacement[]): string {
  let out = body;
  for (const r of [...replacements].sort((a, b) => b.start - a.start)) out = out.slice(0, r.start) + r.text + out.slice(r.end);
  return out;
}

/** The body ready for lib/mdx/toElements: autolinks rewritten, plus the caller's replacements. */
export function prepareForCompile(body: string, replacements: readonly Replacement[] = []): string {
  return applyReplacements(body, [...autolinks(body), ...replacements]);
}
