/**
 * What an officer may write in an MDX body besides Markdown: a short list of plain HTML elements
 * (each with the attributes it may carry), and the components a kind of page offers. Everything
 * else (script, style, iframe, forms, event handlers, `{expressions}`, import/export) is refused by
 * the check (./check.ts), because the body is drawn into every member's page and that page's
 * storage holds the member's session and progress. docs/adding-content.md lists the same.
 */

/** Plain elements and their attributes (React spelling: `colSpan`, not `colspan`). */
export const PLAIN_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  ul: [],
  ol: ['start'],
  li: [],
  em: [],
  strong: [],
  // Markdown has no subscript or superscript: CO<sub>2</sub>, x<sup>2</sup>.
  sub: [],
  sup: [],
  code: [],
  pre: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align', 'colSpan', 'rowSpan'],
  td: ['align', 'colSpan', 'rowSpan'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  a: ['href', 'title'],
  br: [],
  hr: [],
  details: ['open'],
  summary: [],
};

/** A component a page offers, e.g. `<Video title="..." url="..." />`. */
export type ComponentRule = {
  required: readonly string[];
  optional: readonly string[];
  /** Checks of the values, e.g. that `url` is a video address. */
  check?: (attributes: Readonly<Record<string, string>>) => string[];
};

/** What one kind of page allows and how its messages point the officer elsewhere. */
export type MdxRules = {
  components: Readonly<Record<string, ComponentRule>>;
  /** The message for a capitalised tag that is not one of `components`. */
  unknownComponent: (name: string) => string;
  /** What to write for a video or a file, in 'use … instead'. */
  instead: { video: string; file: string };
};

/** Attributes whose value is an address (checked for `javascript:`, `data:` ...). */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'url', 'thumbnail']);

const LINK = 'a link [text](https://...)';
const MARKDOWN = 'Markdown (**bold**, *italics*, "* " bullets, "## " headings)';

/** 'use … instead' for a tag that is not allowed; Markdown unless the tag suggests better. */
export function insteadOfTag(tag: string, rules: MdxRules): string {
  const by: Record<string, string> = {
    iframe: rules.instead.video,
    frame: rules.instead.video,
    frameset: rules.instead.video,
    video: rules.instead.video,
    audio: rules.instead.video,
    source: rules.instead.video,
    object: rules.instead.file,
    embed: rules.instead.file,
    applet: rules.instead.file,
    script: `${LINK} to the page that has the script`,
    noscript: MARKDOWN,
    form: `${LINK} to the form`,
    input: `${LINK} to the form`,
    button: `${LINK} to the form`,
    select: `${LINK} to the form`,
    textarea: `${LINK} to the form`,
    svg: 'an image file: ![what it shows](/images/...)',
    canvas: 'an image file: ![what it shows](/images/...)',
    math: 'an image file: ![what it shows](/images/...)',
  };
  return by[tag] ?? MARKDOWN;
}

/** A JSX name is an HTML element when it starts with a lower-case letter (React's rule). */
export const isPlainName = (name: string) => /^[a-z]/.test(name) && !name.includes('.');

/** Attributes that run script whatever the element: `onclick`, `onError`, `srcdoc`. */
export const isScriptAttribute = (name: string) => /^on/i.test(name) || /^srcdoc$/i.test(name);
