import type { Rule } from '@/lib/content/rules/rule';
import { type QuizContext } from './context';

export const uniqueQuestionIds: Rule<QuizContext> = {
  id: 'NTC010',
  name: 'unique-question-ids',
  description: 'Two questions with one id would share one saved answer.',
  fix: 'Give each question of the quiz an id of its own.',
  check: ({ quiz, lines: { file, at } }) =>
    quiz.questions.flatMap((q, i) =>
      quiz.questions.findIndex((o) => o.id === q.id) !== i
        ? [
            {
              file,
              field: `questions[${i}].id`,
              line: at(['questions', i, 'id']),
              message: `question id ${q.id} is used by another question already: ids must be unique`,
            },
          ]
        : [],
    ),
};
