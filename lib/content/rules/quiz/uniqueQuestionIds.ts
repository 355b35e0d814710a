import type { Rule } from '@/lib/content/rules/rule';
import { type QuizContext } from './context';

export const uniqueQuestionIds: Rule<QuizContext> = {
  id: 'NTC010',
  name: 'unique-question-ids',
  description: 'Two questions with one id would share one saved answer.',
  fix: 'Give each question of the quiz an id of its own: the next one no question uses.',
  check: ({ quiz, lines: { file, at } }) => {
    // Above every id used (a removed question's id is never given to another), one each.
    let next = Math.max(...quiz.questions.map((q) => q.id));
    return quiz.questions.flatMap((q, i) => {
      const first = quiz.questions.findIndex((o) => o.id === q.id);
      if (first === i) return [];
      next++;
      const line = at(['questions', first, 'id']);
      return [
        {
          file,
          field: `questions[${i}].id`,
          line: at(['questions', i, 'id']),
          message: `question id ${q.id} is used by another question already${line ? ` (line ${line})` : ''}: give this one id ${next}, the next id no question uses`,
        },
      ];
    });
  },
};
