/**
 * @jest-environment node
 *
 * NTC010 unique-question-ids: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { quizOf, quiz } from '@/lib/content/rules/__tests__/helpers';

describe('unique-question-ids', () => {
  const check = quiz('unique-question-ids').check;
  const q = (id: number) => ({ id, question: `Question ${id}?`, options: ['A', 'B'], correctAnswer: 'A' });
  it('names the second question of an id', () => {
    expect(check(quizOf([q(1), q(1)]))).toEqual([
      expect.objectContaining({
        field: 'questions[1].id',
        message: 'question id 1 is used by another question already: ids must be unique',
      }),
    ]);
  });
  it('accepts different ids', () => {
    expect(check(quizOf([q(1), q(2)]))).toEqual([]);
  });
});
