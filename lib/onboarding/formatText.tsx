/**
 * The text rules of the onboarding pages, for task descriptions and `type: text`
 * resources: '* ' bullets, '1.' / '1)' numbered items, '## ' headings (only where allowed), an empty
 * line as a spacer, **bold**, a tab as 4 spaces, literal \n and \t, and [label] links.
 *
 * It returns React elements, never an HTML string: whatever an officer types (even `<script>`)
 * stays text. Links are drawn by the caller's `renderLink`, so the caller can track clicks.
 */
import { createElement, Fragment, type ReactNode } from 'react';

export type FormatLink = { label: string; url: string; required: boolean };

export type FormatOptions = {
  links?: readonly FormatLink[];
  /** '## ' headings are allowed in info and resource text, not in task descriptions. */
  allowHeadings?: boolean;
  /** The heading element for '## ' lines. */
  headingLevel?: 2 | 3 | 4 | 5;
  renderLink?: (link: FormatLink, key: string) => ReactNode;
};

const BULLET = /^\* (.*)$/;
const NUMBERED = /^(\d+)[.)] (.*)$/;
const HEADING = /^## (.*)$/;
/** `[label]` not followed by `(`: a Markdown-style `[text](url)` is not ours. */
export const LABEL = /\[([^\][\n]+)\](?!\()/g;

const preserve = { whiteSpace: 'pre-wrap' } as const;

/** Literal backslash-n / backslash-t become a new line and a tab; a tab becomes 4 spaces. */
export function normaliseText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\t/g, '    ');
}

/** The [label]s a text uses, for content validation. */
export function labelsIn(text: string): string[] {
  return [...normaliseText(text).matchAll(LABEL)].map((m) => m[1]);
}

function defaultLink(link: FormatLink, key: string): ReactNode {
  return createElement('a', { key, href: link.url, target: '_blank', rel: 'noopener noreferrer' }, link.label);
}

function inlineLinks(text: string, key: string, opts: FormatOptions): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(LABEL)) {
    const link = opts.links?.find((l) => l.label === m[1]);
    if (!link) continue; // no such link: the text stays as written (content:check reports it)
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push((opts.renderLink ?? defaultLink)(link, `${key}-l${n++}`));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** **bold** (possibly holding [label] links) and plain runs. */
export function formatInline(text: string, key: string, opts: FormatOptions = {}): ReactNode[] {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return parts.flatMap((part, i) => {
    if (part === '') return [];
    const inner = inlineLinks(part, `${key}-${i}`, opts);
    return i % 2 === 1
      ? [createElement('strong', { key: `${key}-b${i}` }, ...inner)]
      : inner.map((node, j) => (typeof node === 'string' ? createElement(Fragment, { key: `${key}-${i}-${j}` }, node) : node));
  });
}

type Line = { kind: 'bullet' | 'numbered' | 'heading' | 'spacer' | 'text'; text: string; number?: number };

function classify(line: string, allowHeadings: boolean): Line {
  if (line.trim() === '') return { kind: 'spacer', text: '' };
  const bullet = BULLET.exec(line);
  if (bullet) return { kind: 'bullet', text: bullet[1] };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { kind: 'numbered', text: numbered[2], number: Number(numbered[1]) };
  const heading = allowHeadings ? HEADING.exec(line) : null;
  if (heading) return { kind: 'heading', text: heading[1] };
  return { kind: 'text', text: line };
}

export function formatText(text: string, opts: FormatOptions = {}): ReactNode[] {
  const lines = normaliseText(text)
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => classify(l, opts.allowHeadings ?? false));
  const out: ReactNode[] = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i];
    const key = `t${i}`;
    if (line.kind === 'bullet' || line.kind === 'numbered') {
      const items: ReactNode[] = [];
      let j = i;
      for (; j < lines.length && lines[j].kind === line.kind; j++) {
        const props =
          line.kind === 'numbered'
            ? { key: `${key}-${j}`, value: lines[j].number, style: preserve }
            : { key: `${key}-${j}`, style: preserve };
        items.push(createElement('li', props, ...formatInline(lines[j].text, `${key}-${j}`, opts)));
      }
      out.push(createElement(line.kind === 'bullet' ? 'ul' : 'ol', { key }, ...items));
      i = j;
      continue;
    }
    if (line.kind === 'heading') out.push(createElement(`h${opts.headingLevel ?? 3}`, { key }, ...formatInline(line.text, key, opts)));
    else if (line.kind === 'spacer')
      out.push(createElement('div', { key, 'aria-hidden': true, 'data-spacer': '', style: { height: '0.75em' } }));
    else out.push(createElement('p', { key, style: { ...preserve, margin: '0.25em 0' } }, ...formatInline(line.text, key, opts)));
    i++;
  }
  return out;
}
