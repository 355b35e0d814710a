/**
 * Parses an MDX text (a body below a file's frontmatter, a task description, a resource text) into an mdast tree,
 * the way the MDX compiler reads it: CommonMark and GFM plus JSX tags, `{expressions}` and ESM
 * `import`/`export`. Every check of a text (allowed tags, links, `[label]`s) and the tree the build
 * turns into a page (./toHast.ts) work on this one parse, never on regexes beside it.
 *
 * A Markdown autolink `<https://…>` is read as a link, where the standard MDX compiler would stop at
 * a broken JSX tag.
 */
import { Parser } from 'acorn';
import type { Parents, Root } from 'mdast';
import { fromMarkdown, type Extension as TreeExtension } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { autolink } from 'micromark-core-commonmark';
import { gfm } from 'micromark-extension-gfm';
import { mdxExpression } from 'micromark-extension-mdx-expression';
import { mdxJsx } from 'micromark-extension-mdx-jsx';
import { mdxjsEsm } from 'micromark-extension-mdxjs-esm';
import type { Construct, Extension } from 'micromark-util-types';

/** Why the text cannot be read as MDX, where (1-based, relative to the body), from which rule. */
export type MdxSyntaxError = { line: number; column: number; reason: string; ruleId: string; source: string };

export type ParsedMdx = { tree: Root; error?: undefined } | { tree?: undefined; error: MdxSyntaxError };

const LESS_THAN = 60; // '<'

/** A JSX construct that steps aside where an autolink starts, so `<https://…>` stays a link. */
function besideAutolinks(construct: Construct): Construct {
  return {
    ...construct,
    tokenize(effects, ok, nok) {
      return effects.check(autolink, nok, construct.tokenize.call(this, effects, ok, nok));
    },
  };
}

/**
 * The extensions of micromark-extension-mdxjs (what @mdx-js/mdx parses with), assembled here for
 * two differences that only change which message an officer gets, never which body passes:
 * - `{ }` and tag attributes are not validated as JavaScript (no acorn): every expression is
 *   refused by the check anyway, and `<style>p { color: red }</style>` is then reported as the
 *   <style> it is rather than as a JavaScript syntax error;
 * - autolinks are kept, in front of JSX.
 * ESM keeps acorn: it is what tells an `import` line from a sentence that starts with 'import'.
 */
function mdxExtensions(): Extension[] {
  const jsx = mdxJsx();
  for (const kind of ['flow', 'text'] as const) {
    const map = jsx[kind]!;
    map[LESS_THAN] = [map[LESS_THAN]]
      .flat()
      .filter((c): c is Construct => Boolean(c))
      .map(besideAutolinks);
  }
  return [
    // GFM (tables, footnotes, ~~strike~~, task lists, bare web addresses as links): the page renders
    // this tree, so what officers write in GitHub's preview is what the site shows.
    gfm(),
    mdxjsEsm({ acorn: Parser, acornOptions: { ecmaVersion: 2024, sourceType: 'module' } }),
    mdxExpression(),
    jsx,
    // As micromark-extension-mdx-md, without 'autolink': indented code, raw HTML are not MDX.
    { disable: { null: ['codeIndented', 'htmlFlow', 'htmlText'] } },
  ];
}

declare module 'mdast' {
  interface TextData {
    /** Where the text holds a character written escaped or as a reference (`\[`, `&#91;`): see ./labels.ts. */
    literal?: number[];
  }
}

/**
 * Marks, in each text node, the characters written as an escape or a character reference: `\[x\]`
 * reads as the text `[x]`, and only these marks tell ./labels.ts that it is not a `[label]`. (A
 * reference that reads as two characters marks its second; no bracket is one of those.)
 */
const literalMarks: TreeExtension = {
  afterExit(token) {
    if (token.type !== 'characterEscape' && token.type !== 'characterReference') return;
    const parent = this.stack[this.stack.length - 1] as Parents | undefined;
    const text = parent?.children?.[parent.children.length - 1];
    if (text?.type !== 'text') return;
    text.data = { ...text.data, literal: [...(text.data?.literal ?? []), text.value.length - 1] };
  },
};

const extensions = mdxExtensions();
const mdastExtensions = [gfmFromMarkdown(), mdxFromMarkdown(), literalMarks];

type VFileMessageLike = {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
  ruleId?: string;
  source?: string;
};

function syntaxError(e: unknown): MdxSyntaxError {
  const m = e as VFileMessageLike;
  const place = m.place && 'start' in m.place ? m.place.start : m.place;
  // An unclosed tag is reported where its parent ends (or nowhere at the end of the text); the
  // officer must fix the opening tag, whose position only the reason gives: "… `<x>` (3:1-3:17)".
  const opening = /^Expected a closing tag for `[^`]*` \((\d+):(\d+)-/.exec(m.reason ?? '');
  if (opening)
    return { line: Number(opening[1]), column: Number(opening[2]), reason: m.reason!, ruleId: m.ruleId ?? '', source: m.source ?? '' };
  return {
    line: m.line ?? place?.line ?? 1,
    column: m.column ?? place?.column ?? 1,
    reason: m.reason ?? m.message ?? String(e),
    ruleId: m.ruleId ?? '',
    source: m.source ?? '',
  };
}

/**
 * The last texts parsed, by text: the loader checks a text and the page's build draws the same text in
 * the same build worker, so each is parsed once. Callers must not change the tree.
 */
const recent = new Map<string, ParsedMdx>();
const RECENT_MAX = 400;

export function parseMdx(body: string): ParsedMdx {
  const hit = recent.get(body);
  if (hit) return hit;
  let result: ParsedMdx;
  try {
    result = { tree: fromMarkdown(body, { extensions, mdastExtensions }) };
  } catch (e) {
    if (!(e instanceof Error) || !('reason' in e)) throw e;
    result = { error: syntaxError(e) };
  }
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(body, result);
  return result;
}
