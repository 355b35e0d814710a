import type { Rule } from '@/lib/content/rules/rule';
import { linkLists, type ModuleContext } from './context';

export const uniqueLinkLabels: Rule<ModuleContext> = {
  id: 'NTC002',
  name: 'unique-link-labels',
  description: 'Two links with one label in a list: a `[label]` could not say which one it means.',
  fix: 'Give each link of the list a label of its own.',
  check: ({ frontmatter, lines: { file, at } }) =>
    linkLists(frontmatter).flatMap(({ links, field, path }) =>
      links.flatMap((l, i) =>
        links.findIndex((o) => o.label === l.label) !== i
          ? [
              {
                file,
                field: `${field}[${i}].label`,
                line: at([...path, i, 'label']),
                message: `"${l.label}" is used by another link in the same list: labels must be unique`,
              },
            ]
          : [],
      ),
    ),
};
