/**
 * The curriculum search's records, built from the content, not from the exported pages: a members'
 * page in out/ holds no curriculum text. One record per submodule holds what a member reads on its
 * page: the title, the body text, the task titles and descriptions and the labels of its links,
 * with what a result shows (its heading and block). The build seals them with the members' pages
 * and the search box searches them in the browser (lib/search/query.ts). Quiz files are never read
 * here (they hold the answers), and nothing here sees the access code.
 */
import type { Block } from '@/lib/content/blocks';
import type { Submodule } from '@/lib/content/onboarding';
import { mdxText } from '@/lib/mdx/text';
import { blockName } from '@/lib/onboarding/names';

export type SearchRecord = {
  /** Without the base path (`/onboarding/softwareB3/1_1/`): the search box's links add it. */
  url: string;
  /** The title the side panel lists the submodule by: its catalogue title (navTitle) when it has one. */
  title: string;
  /** The module and submodule numbers, for the result's heading ('Module 1.2: …', lib/onboarding/names). */
  module: number;
  sub: number;
  /** 'Software Block 3: Signals': the team is part of it, as two blocks may share a title. */
  block: string;
  /** Everything a member reads on the page, as plain text in reading order (the page title first). */
  text: string;
};

function sentence(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

/** One record per submodule, in curriculum order. */
export function searchRecords(submodules: readonly Submodule[], blocks: readonly Block[]): SearchRecord[] {
  return submodules.map((s) => {
    const fm = s.frontmatter;
    const block = blocks.find((b) => b.id === s.block);
    const labels = [...fm.links, ...fm.tasks.flatMap((t) => t.links)].map((l) => l.label);
    const resources = fm.extraResources.flatMap((r) => (r.type === 'text' ? [r.title ?? '', mdxText(r.text, r.links)] : [r.title ?? '']));
    const parts = [
      fm.title,
      fm.description ?? '',
      mdxText(s.body, fm.links),
      ...fm.tasks.flatMap((t) => [
        t.title,
        mdxText(t.description, t.links),
        ...t.videos.map((v) => v.title),
        ...t.documents.map((d) => d.title),
      ]),
      ...resources,
      [...new Set(labels)].join(', '),
    ].filter((p) => p.trim() !== '');
    return {
      url: `/onboarding/${s.block}/${s.key}/`,
      title: fm.navTitle ?? fm.title,
      module: s.module,
      sub: s.sub,
      block: block ? blockName(block) : s.block,
      text: parts.map(sentence).join(' '),
    };
  });
}
