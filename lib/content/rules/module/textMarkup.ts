import type { Rule } from '@/lib/content/rules/rule';
import { labelledTexts, textStart, type ModuleContext } from './context';
import { checkMdx } from '@/lib/mdx/check';
import { submoduleRules } from '@/lib/onboarding/mdxBody';

export const textMarkup: Rule<ModuleContext> = {
  id: 'NTC004',
  name: 'text-markup',
  description:
    'A description or resource text is Markdown like the body: a tag, braces or an address the body may not have would stop the build.',
  fix: "Remove the tag, braces or address the message names: the text may use what a page's body may use.",
  check: ({ frontmatter, lines: { file, at, find } }) =>
    labelledTexts(frontmatter).flatMap(({ text, field, path }) => {
      const start = textStart(text, at(path), find);
      return checkMdx(text, submoduleRules).map((p) => ({
        file,
        field,
        ...(start === undefined ? {} : { line: start + p.line - 1 }),
        message: p.message,
      }));
    }),
};
