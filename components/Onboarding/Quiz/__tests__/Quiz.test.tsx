/**
 * The quiz as a member uses it: 'Submit Quiz' waits for every answer, the score and marks show
 * after it, the result is saved for the task, a perfect score says so, and 'Retry Quiz' starts over.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useProgressStore } from '@/lib/store/progress';
import Quiz from '..';

const questions = [
  { id: 1, question: 'Which band is 8-12 Hz?', options: ['Alpha', 'Beta'], correctAnswer: 'Alpha' },
  { id: 2, question: 'Which lobe sees?', options: ['Frontal', 'Occipital'], correctAnswer: 'Occipital' },
];
const store = () => useProgressStore.getState();
const renderQuiz = () =>
  render(
    <Quiz
      pageKey="softwareB1Module2_1"
      taskIndex={0}
      quizKey="qk-1"
      title="Check yourself"
      questions={questions}
      email="onboarding@example.edu"
    />,
  );
const answer = (question: string, option: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: new RegExp(question) })).getByRole('radio', { name: option }));

beforeEach(() => {
  localStorage.clear();
  store().switchMember(null);
  store().switchMember('ab1234');
});

describe('Quiz', () => {
  it("enables 'Submit Quiz' only once every question has an answer", () => {
    renderQuiz();
    const submit = screen.getByRole('button', { name: 'Submit Quiz' });
    expect(submit).toBeDisabled();
    answer('Which band', 'Alpha');
    expect(submit).toBeDisabled();
    answer('Which lobe', 'Frontal');
    expect(submit).toBeEnabled();
  });

  it('scores, marks the right answer, saves the result for the task and offers a retry', () => {
    renderQuiz();
    answer('Which band', 'Alpha');
    answer('Which lobe', 'Frontal');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByRole('status')).toHaveTextContent(/1\s*\/\s*2/);
    expect(screen.getByText('(wrong answer)')).toBeInTheDocument();
    expect(screen.getAllByText('(Correct Answer)')).toHaveLength(2);
    expect(store().pages.softwareB1Module2_1.quizzes[0]).toMatchObject({
      correct: 1,
      total: 2,
      passed: false,
      quizKey: 'qk-1',
      answers: { 1: 'Alpha', 2: 'Frontal' },
    });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Retry Quiz' }));
    expect(store().pages.softwareB1Module2_1.quizzes[0]).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
  });

  it('says so on a perfect score, with the address to send the screenshot to', () => {
    renderQuiz();
    answer('Which band', 'Alpha');
    answer('Which lobe', 'Occipital');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByText(/Congratulations! You got a perfect score!.*onboarding@example\.edu/)).toBeInTheDocument();
    expect(store().pages.softwareB1Module2_1.quizzes[0].passed).toBe(true);
  });

  it('shows a saved result again, but not one saved for another question set', () => {
    store().setQuiz('softwareB1Module2_1', 0, {
      correct: 2,
      total: 2,
      passed: true,
      quizKey: 'qk-1',
      answers: { 1: 'Alpha', 2: 'Occipital' },
    });
    const { unmount } = renderQuiz();
    expect(screen.getByRole('button', { name: 'Retry Quiz' })).toBeInTheDocument();
    unmount();
    store().setQuiz('softwareB1Module2_1', 0, {
      correct: 2,
      total: 2,
      passed: true,
      quizKey: 'older-set',
      answers: { 1: 'Alpha', 2: 'Occipital' },
    });
    renderQuiz();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
  });

  it('moves focus to the score line after Submit Quiz, and not when a saved result is shown on arrival', () => {
    const { unmount } = renderQuiz();
    answer('Which band', 'Alpha');
    answer('Which lobe', 'Frontal');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByText('Your score: 1 / 2 (50.0%)')).toHaveFocus();
    unmount();
    renderQuiz();
    expect(screen.getByText('Your score: 1 / 2 (50.0%)')).not.toHaveFocus();
  });

  it('shows a pass carried from another device as passed, with its time, and lets the member take it again here', () => {
    // What a 'Continue on another device' link brings: the score and the minute, no answers.
    store().importProgress(
      {
        softwareB1Module2_1: {
          links: [],
          documents: [],
          videos: [],
          restricted: [],
          visited: true,
          uploads: {},
          quizzes: { 0: { correct: 2, total: 2, passed: true, quizKey: 'qk-1', submittedAt: '2026-11-21T13:44:00.000Z' } },
        },
      },
      'merge',
    );
    renderQuiz();
    const status = screen.getByRole('status', { name: 'Check yourself' });
    expect(status).toHaveTextContent(
      /^Check yourselfPassed on another device on 2026-11-21 \d\d:44: 2 \/ 2 \(100\.0%\)\.Take it again here$/,
    );
    expect(screen.queryByRole('button', { name: 'Submit Quiz' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take it again here' }));
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
    // Kept until a new submission replaces it.
    expect(store().pages.softwareB1Module2_1.quizzes[0]).toMatchObject({ correct: 2, total: 2 });
  });
});
