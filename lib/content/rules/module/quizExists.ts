import type { Rule } from '@/lib/content/rules/rule';
import { perTask, type ModuleContext } from './context';
import { closestWord } from '@/lib/content/problems';

export const quizExists: Rule<ModuleContext> = {
  id: 'NTC008',
  name: 'quiz-exists',
  description: 'A task naming a quiz file that is not there would show no quiz.',
  fix: "Add content/quizzes/<quizId>.yaml or fix the id; a quiz file renamed is renamed back (members' passes are kept under its id).",
  check: ({ frontmatter, lines: { file, at }, quizzes, brokenQuizzes }) =>
    perTask(frontmatter, (task, f, p) => {
      // A quiz file that exists but fails to load reports its own problem: its pages stay silent.
      if (!task.quiz || quizzes[task.quiz] || brokenQuizzes.has(task.quiz)) return [];
      // The nearest id of the same block first: a renamed file of this page's block, not another block's quiz.
      const block = task.quiz.split('Module')[0];
      const ids = Object.keys(quizzes);
      const close =
        closestWord(
          task.quiz,
          ids.filter((id) => id.startsWith(`${block}Module`)),
        ) ?? closestWord(task.quiz, ids);
      const renamed = close
        ? `Did you mean "${close}"? If you renamed that file, rename it back: members' passes are kept under ${task.quiz}.`
        : '';
      return [
        {
          file,
          field: `${f}.quiz`,
          line: at([...p, 'quiz']),
          message: `there is no quiz "${task.quiz}": add content/quizzes/${task.quiz}.yaml or fix the id`,
          ...(close ? { hint: renamed } : {}),
        },
      ];
    }),
};
