import { isQuizPassed, quizKey, quizResultFor, quizResultText, scoreQuiz } from '@/lib/onboarding/quiz';

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

describe('quizResultText: a result in the words of /review, its CSV and the report', () => {
  const passed = { correct: 3, total: 3, passed: true, date: '2026-11-20' };
  const failed = { correct: 2, total: 3, passed: false, date: '2026-11-20' };

  it("says the score, passed or not, and the date, as /review's table lists it", () => {
    expect(quizResultText(passed)).toBe('3 / 3, passed, 2026-11-20');
    expect(quizResultText(failed)).toBe('2 / 3, not passed, 2026-11-20');
    expect(quizResultText({ ...failed, date: undefined })).toBe('2 / 3, not passed');
  });

  it('gives the percentage the member saw when asked, as the report writes it', () => {
    expect(quizResultText({ ...failed, date: '2026-11-20 09:30' }, { percent: true })).toBe('2 / 3 (66.7%), not passed, 2026-11-20 09:30');
  });

  it("names only a pass in the CSV's shorter cell", () => {
    expect(quizResultText(passed, { cell: true })).toBe('3 / 3 passed 2026-11-20');
    expect(quizResultText(failed, { cell: true })).toBe('2 / 3 2026-11-20');
    expect(quizResultText({ ...passed, date: undefined }, { cell: true })).toBe('3 / 3 passed');
  });
});

describe('quizKey: what a saved result is judged by', () => {
  const key = quizKey('softwareB1Module1_1', 1, questions);
  const reworded = questions.map((q) => ({ ...q, question: `${q.question} (reworded)`, options: [...q.options, 'a new wrong option'] }));

  it('stays the same when a question, a wrong option or the order of questions is reworded', () => {
    expect(quizKey('softwareB1Module1_1', 1, reworded)).toBe(key);
    expect(quizKey('softwareB1Module1_1', 1, [...questions].reverse())).toBe(key);
  });

  it('changes with a correct answer, a question id, the revision or the quiz', () => {
    expect(quizKey('softwareB1Module1_1', 1, [{ ...questions[0], correctAnswer: 'b' }, ...questions.slice(1)])).not.toBe(key);
    expect(quizKey('softwareB1Module1_1', 1, [{ ...questions[0], id: 9 }, ...questions.slice(1)])).not.toBe(key);
    expect(quizKey('softwareB1Module1_1', 2, questions)).not.toBe(key);
    expect(quizKey('softwareB1Module1_2', 1, questions)).not.toBe(key);
  });
});

describe('isQuizPassed: the pass mark, judged from the stored score', () => {
  const key = quizKey('softwareB1Module1_1', 1, questions);
  const perfect = { correct: 3, total: 3, passed: true, quizKey: key, answers: { 1: 'a', 2: 'b', 3: 'a' } };

  it('passes every question right on the quiz as it is now, whatever the stored flag says', () => {
    expect(isQuizPassed(perfect, key)).toBe(true);
    expect(isQuizPassed({ ...perfect, correct: 2, passed: true }, key)).toBe(false);
    expect(isQuizPassed({ ...perfect, passed: false }, key)).toBe(true);
    expect(isQuizPassed({ ...perfect, correct: 0, total: 0 }, key)).toBe(false);
    expect(isQuizPassed(undefined, key)).toBe(false);
    expect(isQuizPassed(perfect, undefined)).toBe(false);
  });

  it('keeps a pass after rewording; a changed answer or a raised revision resets it', () => {
    expect(
      isQuizPassed(
        perfect,
        quizKey(
          'softwareB1Module1_1',
          1,
          questions.map((q) => ({ ...q, question: 'New words?' })),
        ),
      ),
    ).toBe(true);
    expect(isQuizPassed(perfect, quizKey('softwareB1Module1_1', 1, [{ ...questions[0], correctAnswer: 'b' }, ...questions.slice(1)]))).toBe(
      false,
    );
    expect(isQuizPassed(perfect, quizKey('softwareB1Module1_1', 2, questions))).toBe(false);
  });

  it('judges a result saved in the old key format by the answers it kept', () => {
    const old = { ...perfect, quizKey: 'softwareB1Module1_1:1x2y3z' };
    expect(isQuizPassed(old, key)).toBe(true);
    expect(isQuizPassed(old, quizKey('softwareB1Module1_1', 1, [{ ...questions[0], correctAnswer: 'b' }, ...questions.slice(1)]))).toBe(
      false,
    );
    expect(isQuizPassed(old, quizKey('softwareB1Module1_1', 2, questions))).toBe(false);
    expect(isQuizPassed({ ...old, answers: undefined }, key)).toBe(false);
    expect(isQuizPassed({ ...old, quizKey: 'softwareB1Module9_9:1x2y3z' }, key)).toBe(false);
  });
});

describe('quizResultFor', () => {
  const key = quizKey('softwareB1Module1_1', 1, questions);
  const mine = { correct: 3, total: 3, passed: true, quizKey: key };
  const other = { ...mine, quizKey: quizKey('softwareB1Module2_1', 1, questions) };

  it("finds the task's result, or the same quiz's result saved under another task after a reorder", () => {
    expect(quizResultFor({ 0: mine }, 0, key)).toBe(mine);
    expect(quizResultFor({ 0: other, 2: mine }, 0, key)).toBe(mine);
    expect(quizResultFor({ 0: other }, 0, key)).toBeUndefined();
    expect(quizResultFor(undefined, 0, key)).toBeUndefined();
  });
});
