import type { Rule } from '@/lib/content/rules/rule';
import { perTask, type ModuleContext } from './context';

export const quizActionHasQuiz: Rule<ModuleContext> = {
  id: 'NTC007',
  name: 'quiz-action-has-quiz',
  description: 'completeQuiz without a quiz could never be done.',
  fix: 'Add quiz: <quizId> to the task, or remove completeQuiz.',
  check: ({ frontmatter, lines: { file, at } }) =>
    perTask(frontmatter, (task, f, p) =>
      task.requiredActions.includes('completeQuiz') && !task.quiz
        ? [
            {
              file,
              field: `${f}.requiredActions`,
              line: at([...p, 'requiredActions']),
              message: 'completeQuiz needs a quiz: add "quiz: <quizId>" to this task, or remove completeQuiz',
            },
          ]
        : [],
    ),
};
