import type { Rule } from '@/lib/content/rules/rule';
import { actionFor, perTask, type ModuleContext } from './context';

export const requiredItemHasAction: Rule<ModuleContext> = {
  id: 'NTC005',
  name: 'required-item-has-action',
  description: 'An item marked required whose task does not ask for its action would stay orange for nothing.',
  fix: "Add the item's action (clickLinks, watchVideos or readDocuments) to the task's requiredActions, or write required: false.",
  check: ({ frontmatter, lines: { file, at } }) =>
    perTask(frontmatter, (task, f, p) =>
      (Object.keys(actionFor) as Array<keyof typeof actionFor>).flatMap((kind) => {
        const first = (task[kind] as ReadonlyArray<{ required: boolean }>).findIndex((item) => item.required);
        if (first < 0 || task.requiredActions.includes(actionFor[kind])) return [];
        return [
          {
            file,
            field: `${f}.${kind}[${first}].required`,
            line: at([...p, kind, first, 'required']),
            message: `required, but the task does not ask for ${actionFor[kind]}: add ${actionFor[kind]} to its requiredActions, or write required: false`,
          },
        ];
      }),
    ),
};
