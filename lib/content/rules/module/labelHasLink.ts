import type { Rule } from '@/lib/content/rules/rule';
import { labelledTexts, type ModuleContext } from './context';
import { closestWord } from '@/lib/content/problems';
import { labelsIn } from '@/lib/mdx/labels';

export const labelHasLink: Rule<ModuleContext> = {
  id: 'NTC003',
  name: 'label-has-link',
  description: 'A `[label]` in a text with no link of that label would show as plain brackets.',
  fix: "Add a link with that label to the text's links, or remove the brackets.",
  check: ({ frontmatter, lines: { file, at, find } }) =>
    labelledTexts(frontmatter).flatMap(({ text, links, where, field, path }) => {
      const labels = links.map((l) => l.label);
      return labelsIn(text)
        .filter((label) => !labels.includes(label))
        .map((label) => {
          const close = closestWord(label, labels);
          return {
            file,
            field,
            line: find(`[${label}]`, at(path)) ?? at(path),
            message: `[${label}] in the ${where} has no link with that label: add { label: "${label}", url: ... } to its links, or remove the brackets`,
            ...(close ? { hint: `Did you mean [${close}]?` } : {}),
          };
        });
    }),
};
