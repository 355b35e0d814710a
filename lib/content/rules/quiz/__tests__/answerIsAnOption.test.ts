/**
 * @jest-environment node
 *
 * NTC012 answer-is-an-option: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { sameAnswerWrittenDifferently } from '@/lib/content/rules/quiz/context';
import { quizOf, quiz } from '@/lib/content/rules/__tests__/helpers';

describe('answer-is-an-option', () => {
  const check = quiz('answer-is-an-option').check;
  it('suggests the option an answer differs from only in capitals', () => {
    const problems = check(quizOf([{ id: 1, question: 'Q?', options: ['50 Hz', '60 Hz'], correctAnswer: '50 hz' }]));
    expect(problems).toEqual([
      expect.objectContaining({ field: 'questions[0].correctAnswer', hint: 'Did you mean "50 Hz"? (capitals matter)' }),
    ]);
  });
  it('never suggests a different answer', () => {
    expect(check(quizOf([{ id: 1, question: 'Q?', options: ['50 Hz', '60 Hz'], correctAnswer: '240 Hz' }]))[0].hint).toBeUndefined();
    expect(sameAnswerWrittenDifferently('240 Hz', ['250 Hz'])).toBeUndefined();
  });
  it('accepts an answer that is an option', () => {
    expect(check(quizOf([{ id: 1, question: 'Q?', options: ['50 Hz', '60 Hz'], correctAnswer: '60 Hz' }]))).toEqual([]);
  });
});
