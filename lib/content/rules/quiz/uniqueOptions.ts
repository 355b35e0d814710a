import type { Rule } from '@/lib/content/rules/rule';
import { type QuizContext } from './context';

export const uniqueOptions: Rule<QuizContext> = {
  id: 'NTC011',
  name: 'unique-options',
  description: 'An option listed twice shows twice, and a member cannot tell which one counts.',
  fix: 'Make every option of the question different.',
  check: ({ quiz, lines: { file, at } }) =>
    quiz.questions.flatMap((q, i) =>
      q.options.flatMap((o, j) =>
        q.options.indexOf(o) !== j
          ? [
              {
                file,
                field: `questions[${i}].options[${j}]`,
                line: at(['questions', i, 'options', j]),
                message: `"${o}" is listed twice: every option must be different`,
              },
            ]
          : [],
      ),
    ),
};
