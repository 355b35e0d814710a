import type { Rule } from '@/lib/content/rules/rule';
import { perTask, type ModuleContext } from './context';

export const actionsListedOnce: Rule<ModuleContext> = {
  id: 'NTC009',
  name: 'actions-listed-once',
  description: 'An action listed twice in requiredActions is a slip that would count it twice.',
  fix: 'List each action once.',
  check: ({ frontmatter, lines: { file, at } }) =>
    perTask(frontmatter, (task, f, p) =>
      new Set(task.requiredActions).size !== task.requiredActions.length
        ? [{ file, field: `${f}.requiredActions`, line: at([...p, 'requiredActions']), message: 'an action is listed twice' }]
        : [],
    ),
};
