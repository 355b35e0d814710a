/**
 * Static members' pages written in MDX (spec 2.10, 2.11): content/pages/<slug>.mdx, a YAML
 * frontmatter (title, description) and a Markdown body. The body is rendered without custom
 * components, so a `<Component>` tag in it is reported instead of breaking the build later.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { cached, ContentError, contentPath, displayPath, parseYamlText, validate } from './core';
import { text } from './fields';

export const pageSlugs = ['general-info', 'competition-info'] as const;
export type PageSlug = (typeof pageSlugs)[number];

export const pageFrontmatterSchema = z
  .object({
    /** The page heading and browser tab title. */
    title: text,
    /** One sentence for search results and link previews. */
    description: text,
  })
  .strict();

export type ContentPage = z.output<typeof pageFrontmatterSchema> & { body: string };

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Parses one page file's text; `file` is the name used in messages. */
export function parsePage(source: string, file: string): ContentPage {
  const match = frontmatterPattern.exec(source);
  if (!match) {
    throw new ContentError([{ file, field: '', line: 1, message: 'the file must start with a frontmatter block: a line "---", the fields (title, description), and a line "---"' }]);
  }
  const parsed = parseYamlText(match[1], file, 1);
  const frontmatter = validate(pageFrontmatterSchema, parsed.data ?? {}, file, parsed, 1);
  const body = source.slice(match[0].length);
  const bodyStartLine = match[0].split('\n').length;
  if (body.trim() === '') {
    throw new ContentError([{ file, field: 'body', line: bodyStartLine, message: 'the page has no text below the frontmatter' }]);
  }
  const componentLine = body.split('\n').findIndex((line) => /<[A-Z]/.test(line));
  if (componentLine >= 0) {
    throw new ContentError([
      { file, field: 'body', line: bodyStartLine + componentLine, message: 'components like <Video /> are not available on this page: write plain Markdown' },
    ]);
  }
  return { ...frontmatter, body };
}

function loadOne(slug: PageSlug): ContentPage {
  const absolute = contentPath('pages', `${slug}.mdx`);
  const file = displayPath(absolute);
  if (!fs.existsSync(absolute)) throw new ContentError([{ file, field: '', message: 'the file is missing: it must exist for the site to build' }]);
  return parsePage(fs.readFileSync(absolute, 'utf8'), file);
}

export const loadPages = cached((): Record<PageSlug, ContentPage> => {
  const pages = {} as Record<PageSlug, ContentPage>;
  for (const slug of pageSlugs) pages[slug] = loadOne(slug);
  return pages;
});

export function loadPage(slug: PageSlug): ContentPage {
  return loadPages()[slug];
}

/** The page's file as the repository holds it, e.g. content/pages/general-info.mdx ('Edit this page'). */
export function pageFile(slug: PageSlug): string {
  return displayPath(contentPath('pages', `${slug}.mdx`));
}
