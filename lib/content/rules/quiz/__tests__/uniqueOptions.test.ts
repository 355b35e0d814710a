/**
 * @jest-environment node
 *
 * NTC011 unique-options: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { quizOf, quiz } from '@/lib/content/rules/__tests__/helpers';

describe('unique-options', () => {
  const check = quiz('unique-options').check;
  it('names an option listed twice', () => {
    expect(check(quizOf([{ id: 1, question: 'Q?', options: ['A', 'B', 'A'], correctAnswer: 'B' }]))).toEqual([
      expect.objectContaining({ field: 'questions[0].options[2]' }),
    ]);
  });
  it('accepts different options', () => {
    expect(check(quizOf([{ id: 1, question: 'Q?', options: ['A', 'B'], correctAnswer: 'B' }]))).toEqual([]);
  });
});
