import type { Rule } from '@/lib/content/rules/rule';
import { perTask, type ModuleContext } from './context';
import { closestWord } from '@/lib/content/problems';
import { labelsIn } from '@/lib/mdx/labels';

export const requiredLinkShown: Rule<ModuleContext> = {
  id: 'NTC006',
  name: 'required-link-shown',
  description:
    "A task's link is shown only where its description writes [label]: a required one it does not write could never be clicked, and the task never done.",
  fix: "Write [label] in the task's description where the link should appear, or write required: false.",
  check: ({ frontmatter, lines: { file, at } }) =>
    perTask(frontmatter, (task, f, p) => {
      const shown = labelsIn(task.description);
      // A [label] misspelt is label-has-link's to name (with this link as its did-you-mean), once.
      const misspelt = shown.filter((w) => !task.links.some((l) => l.label === w));
      return task.links.flatMap((l, i) =>
        l.required && !shown.includes(l.label) && !misspelt.some((w) => closestWord(w, [l.label]))
          ? [
              {
                file,
                field: `${f}.links[${i}]`,
                line: at([...p, 'links', i, 'label']),
                message: `the required link "${l.label}" is shown nowhere, so the task could never be done: write [${l.label}] in the task's description where it should appear, or write required: false`,
              },
            ]
          : [],
      );
    }),
};
