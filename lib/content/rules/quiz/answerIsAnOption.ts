import type { Rule } from '@/lib/content/rules/rule';
import { sameAnswerWrittenDifferently, type QuizContext } from './context';

export const answerIsAnOption: Rule<QuizContext> = {
  id: 'NTC012',
  name: 'answer-is-an-option',
  description: 'A correct answer that is not one of the options can never be chosen: nobody could pass.',
  fix: 'Copy the right option into correctAnswer word for word.',
  check: ({ quiz, lines: { file, at } }) =>
    quiz.questions.flatMap((q, i) => {
      if (q.options.includes(q.correctAnswer)) return [];
      const close = sameAnswerWrittenDifferently(q.correctAnswer, q.options);
      return [
        {
          file,
          field: `questions[${i}].correctAnswer`,
          line: at(['questions', i, 'correctAnswer']),
          message: `"${q.correctAnswer}" is not one of the options: copy the right option word for word`,
          ...(close ? { hint: `Did you mean "${close.option}"? (${close.differs} matter)` } : {}),
        },
      ];
    }),
};
