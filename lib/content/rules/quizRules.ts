/** The rules a quiz file (content/quizzes/<quizId>.yaml) must follow beyond its schema. */
import type { Quiz } from '@/lib/content/onboardingSchema';
import type { Lines, Rule } from './rule';

export type QuizContext = { quiz: Quiz; lines: Lines };

/** Letters and digits only: what is left of an answer when capitals, spaces and punctuation are set aside. */
const bare = (answer: string) => answer.normalize('NFKC').replace(/[\s\p{P}]/gu, '');

/**
 * The option a correct answer was meant to be, when the two differ only in capitals, spaces or
 * punctuation. Never a different answer: '240 Hz' is close to '250 Hz' in spelling, and suggesting
 * it would make the quiz mark a wrong answer right.
 */
export function sameAnswerWrittenDifferently(answer: string, options: readonly string[]): { option: string; differs: string } | undefined {
  const option = options.find((o) => bare(o).toLowerCase() === bare(answer).toLowerCase());
  if (option === undefined) return undefined;
  const capitals = bare(option) !== bare(answer);
  const marks = option.toLowerCase() !== answer.toLowerCase();
  return { option, differs: capitals && marks ? 'capitals, spaces and punctuation' : capitals ? 'capitals' : 'spaces and punctuation' };
}

export const quizRules: Rule<QuizContext>[] = [
  {
    id: 'unique-question-ids',
    description: 'Two questions with one id would share one saved answer.',
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
  },
  {
    id: 'unique-options',
    description: 'An option listed twice shows twice, and a member cannot tell which one counts.',
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
  },
  {
    id: 'answer-is-an-option',
    description: 'A correct answer that is not one of the options can never be chosen: nobody could pass.',
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
  },
];
