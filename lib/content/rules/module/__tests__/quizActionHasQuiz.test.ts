/**
 * @jest-environment node
 *
 * NTC007 quiz-action-has-quiz: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { page, moduleRule, task } from '@/lib/content/rules/__tests__/helpers';

describe('quiz-action-has-quiz', () => {
  const check = moduleRule('quiz-action-has-quiz').check;
  it('names completeQuiz without a quiz', () => {
    expect(check(page({ tasks: [task({ requiredActions: ['completeQuiz'] })] }))).toEqual([
      expect.objectContaining({ field: 'tasks[0].requiredActions', message: expect.stringMatching(/^completeQuiz needs a quiz/) }),
    ]);
  });
  it('accepts completeQuiz with a quiz', () => {
    expect(check(page({ tasks: [task({ requiredActions: ['completeQuiz'], quiz: 'softwareB1Module1_1' })] }))).toEqual([]);
  });
});
