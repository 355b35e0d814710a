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
  it("names the second question of an id, the first one's line and the next free id", () => {
    expect(check(quizOf([q(1), q(3), q(1)]))).toEqual([
      expect.objectContaining({
        field: 'questions[2].id',
        message: 'question id 1 is used by another question already (line 7): give this one id 4, the next id no question uses',
      }),
    ]);
  });
  it('accepts the quiz once the advice is followed', () => {
    expect(check(quizOf([q(1), q(3), q(4)]))).toEqual([]);
  });
  it('accepts different ids', () => {
    expect(check(quizOf([q(1), q(2)]))).toEqual([]);
  });
});
