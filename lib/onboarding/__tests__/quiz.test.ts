import { quizFingerprint, scoreQuiz } from '@/lib/onboarding/quiz';

const questions = [
  { id: 1, question: 'Q1', options: ['a', 'b'], correctAnswer: 'a' },
  { id: 2, question: 'Q2', options: ['a', 'b'], correctAnswer: 'b' },
  { id: 3, question: 'Q3', options: ['a', 'b'], correctAnswer: 'a' },
];

describe('scoreQuiz', () => {
  it('reports X / N and the percentage to 1 decimal', () => {
    const s = scoreQuiz(questions, { 1: 'a', 2: 'a', 3: 'b' });
    expect(s.line).toBe('Your score: 1 / 3 (33.3%)');
    expect(s.perfect).toBe(false);
  });
  it('is perfect only when every answer is right', () => {
    const s = scoreQuiz(questions, { 1: 'a', 2: 'b', 3: 'a' });
    expect(s.line).toBe('Your score: 3 / 3 (100.0%)');
    expect(s.perfect).toBe(true);
  });
  it('counts a missing answer as wrong', () => {
    expect(scoreQuiz(questions, { 1: 'a', 2: 'b' }).line).toBe('Your score: 2 / 3 (66.7%)');
  });
  it('is never perfect with no questions', () => expect(scoreQuiz([], {}).perfect).toBe(false));
});

describe('quizFingerprint', () => {
  it('changes when the question set changes', () => {
    const a = quizFingerprint('softwareB1Module1_1', questions);
    expect(quizFingerprint('softwareB1Module1_1', questions)).toBe(a);
    expect(quizFingerprint('softwareB1Module1_1', [{ ...questions[0], correctAnswer: 'b' }, ...questions.slice(1)])).not.toBe(a);
    expect(quizFingerprint('softwareB1Module1_2', questions)).not.toBe(a);
  });
});
