/**
 * Static members' pages written in MDX: the entries of kind 'text' in lib/members/pages.ts, each
 * content/pages/<slug>.mdx, a YAML frontmatter (title, description) and a Markdown body. The body is
 * rendered without custom components and checked against the allow-list of lib/mdx before the build
 * turns it into the page's element data.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { cached, contentPath, displayPath, parseYamlText, validate } from './core';
import { ContentError } from './problems';
import { text } from './fields';
import { splitFrontmatter } from './frontmatter';
import { unclosedFrontmatter } from './yamlErrors';
import type { MdxRules } from '@/lib/mdx/allowList';
import { checkMdx } from '@/lib/mdx/check';
import { membersPages, type TextPageSlug } from '@/lib/members/pages';

/** The text pages' names, in the registry's order. */
export const pageSlugs: TextPageSlug[] = membersPages.flatMap((p) => (p.kind === 'text' ? [p.sealed] : []));

export const pageFrontmatterSchema = z
  .object({
    title: text.describe('The page heading and browser tab title.'),
    description: text.describe('One sentence for search results and link previews.'),
  })
  .strict();

/** `body`: the Markdown text, checked, for lib/mdx/toElements. */
export type ContentPage = z.output<typeof pageFrontmatterSchema> & { body: string };

/** The allow-list of lib/mdx without components: these pages render plain Markdown only. */
const pageBodyRules: MdxRules = {
  components: {},
  unknownComponent: () => 'components like <Video /> are not available on this page: write plain Markdown',
  instead: { video: 'a link [title](https://...) to the video', file: 'a link [title](https://...) to the file' },
};

/** Parses one page file's text; `file` is the name used in messages. */
export function parsePage(source: string, file: string): ContentPage {
  const unclosed = unclosedFrontmatter(source);
  if (unclosed) throw new ContentError([{ file, field: '', ...unclosed }]);
  const split = splitFrontmatter(source);
  if (!split) {
    throw new ContentError([
      {
        file,
        field: '',
        line: 1,
        message: 'the file must start with a frontmatter block: a line "---", the fields (title, description), and a line "---"',
      },
    ]);
  }
  const parsed = parseYamlText(split.yaml, file, split.yamlLine - 1);
  const frontmatter = validate(pageFrontmatterSchema, parsed.data ?? {}, file, parsed, split.yamlLine - 1);
  const { body, bodyLine: bodyStartLine } = split;
  if (body.trim() === '') {
    throw new ContentError([{ file, field: 'body', line: bodyStartLine, message: 'the page has no text below the frontmatter' }]);
  }
  const problems = checkMdx(body, pageBodyRules);
  if (problems.length)
    throw new ContentError(problems.map((p) => ({ file, field: 'body', line: bodyStartLine + p.line - 1, message: p.message })));
  return { ...frontmatter, body };
}

function loadOne(slug: TextPageSlug): ContentPage {
  const absolute = contentPath('pages', `${slug}.mdx`);
  const file = displayPath(absolute);
  if (!fs.existsSync(absolute))
    throw new ContentError([{ file, field: '', message: 'the file is missing: it must exist for the site to build' }]);
  return parsePage(fs.readFileSync(absolute, 'utf8'), file);
}

export const loadPages = cached((): Record<TextPageSlug, ContentPage> => {
  const pages = {} as Record<TextPageSlug, ContentPage>;
  for (const slug of pageSlugs) pages[slug] = loadOne(slug);
  return pages;
});

export function loadPage(slug: TextPageSlug): ContentPage {
  return loadPages()[slug];
}

/** The page's file as the repository holds it, content/pages/<slug>.mdx ('Edit this page'). */
export function pageFile(slug: TextPageSlug): string {
  return displayPath(contentPath('pages', `${slug}.mdx`));
}
