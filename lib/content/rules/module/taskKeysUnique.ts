import type { Rule } from '@/lib/content/rules/rule';
import { perTask, type ModuleContext } from './context';
import { taskKey } from '@/lib/onboarding/identity';

export const taskKeysUnique: Rule<ModuleContext> = {
  id: 'NTC001',
  name: 'task-keys-unique',
  description: "Members' uploads are kept under a task's id, or its title: two tasks of a page under one would share them.",
  fix: 'Give the second task an id of its own (a short name, like id: second-upload).',
  check: ({ frontmatter, lines: { file, at } }) =>
    perTask(frontmatter, (task, f, p) => {
      const key = taskKey(task);
      const first = frontmatter.tasks.findIndex((t) => taskKey(t) === key);
      const reserved = key in Object.prototype;
      if (!reserved && frontmatter.tasks[first] === task) return [];
      const [field, what] = task.id === undefined ? ['title', 'title'] : ['id', 'id'];
      const message = reserved
        ? `"${key}" cannot name a task: give the task an id, like id: ${frontmatter.tasks.indexOf(task) + 1}-upload`
        : `tasks[${first}] has the ${what} "${key}" too: members' uploads are kept under it, so give this task ${what === 'id' ? 'another id' : 'an id'} (a short name, like id: ${what === 'id' ? `${key}-2` : 'second-upload'})`;
      return [{ file, field: `${f}.${field}`, line: at([...p, field]), message }];
    }),
};
