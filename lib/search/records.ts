/**
 * The curriculum search index is built from the content, not from the exported pages: a members'
 * page in out/ holds only the guard's placeholder. One Pagefind custom record per submodule holds
 * what a member reads on its page: the title, the block, the body text, the task titles and
 * descriptions and the labels of its links. Quiz files are never read here (they hold the answers),
 * and nothing here sees the access code.
 */
import type { Block } from '../content/blocks';
import type { Submodule } from '../content/onboarding';
import { mdxText } from '../mdx/text';
import { moduleHeading } from '../onboarding/names';
import { LABEL, normaliseText } from '../onboarding/formatText';

export type SearchRecord = {
  /** Without the base path (`/onboarding/softwareB3/1_1/`): the search box adds it when it shows a result. */
  url: string;
  content: string;
  language: 'en';
  meta: { title: string; block: string };
};

const COMPONENT_TITLE = /<[A-Z]\w*\b[^>]*?\btitle=(?:"([^"]*)"|'([^']*)')[^>]*>/g;

/**
 * Readable text of a task description or a text resource (the formatText markup of frontmatter, not
 * MDX), for the index only: a light strip of its bullets, bold, code marks and [label] links. A stray
 * marker left in the index costs a member nothing, as excerpts are rendered as text. MDX bodies are
 * read from their parse tree instead (lib/mdx/text).
 */
export function plainText(markup: string): string {
  return normaliseText(markup)
    .replace(COMPONENT_TITLE, (_, a: string | undefined, b: string | undefined) => ` ${a ?? b ?? ''} `)
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^\s*(```|~~~).*$/gm, ' ')
    .replace(/^\s*#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[*+-]|\d+[.)])\s+/gm, '')
    .replace(/!?\[([^\]\n]*)\](?:\([^)\n]*\))?/g, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/\\([{}\\*_[\]])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function sentence(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

/** One record per submodule, in curriculum order. */
export function searchRecords(submodules: readonly Submodule[], blocks: readonly Block[]): SearchRecord[] {
  return submodules.map((s) => {
    const fm = s.frontmatter;
    const block = blocks.find((b) => b.id === s.block);
    const labels = [...fm.links, ...fm.tasks.flatMap((t) => t.links)].map((l) => l.label);
    const resources = fm.extraResources.flatMap((r) => (r.type === 'text' ? [r.title ?? '', plainText(r.text)] : [r.title ?? '']));
    const parts = [
      fm.title,
      fm.description ?? '',
      mdxText(s.body).replace(LABEL, '$1'),
      ...fm.tasks.flatMap((t) => [t.title, plainText(t.description), ...t.videos.map((v) => v.title), ...t.documents.map((d) => d.title)]),
      ...resources,
      [...new Set(labels)].join(', '),
    ].filter((p) => p.trim() !== '');
    return {
      url: `/onboarding/${s.block}/${s.key}/`,
      content: parts.map(sentence).join(' '),
      language: 'en',
      meta: { title: moduleHeading(s, fm.title), block: block?.title ?? s.block },
    };
  });
}
