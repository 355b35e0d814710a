/**
 * @jest-environment node
 *
 * The pass mark lives once: this test follows docs/architecture.md's recipe ('The pass mark'), taking
 * the file and the constant's name from the doc, sets it to 80% there, and checks that the judge,
 * the quiz's words and the hand-off link's decoder all follow. A doc that names the wrong place, or a
 * fourth judge that does not read the constant, fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { syntheticOutline } from '@/lib/progress/__tests__/syntheticOutline';

const doc = fs.readFileSync(path.join(__dirname, '../../../docs/architecture.md'), 'utf8');
const recipe = doc.slice(doc.indexOf('## The pass mark'));
const [, name, file] = /One constant: `(\w+)` in `([\w/.]+)\.ts`/.exec(recipe) ?? [];

type QuizModule = typeof import('@/lib/onboarding/quiz');
type HandoffModule = typeof import('@/lib/progress/handoff');

/** The modules as they are with the constant at `mark`. */
function withPassMark(mark: number): { quiz: QuizModule; handoff: HandoffModule } {
  let loaded!: { quiz: QuizModule; handoff: HandoffModule };
  jest.isolateModules(() => {
    jest.doMock(`@/${file}`, () => ({ [name]: mark }));
    loaded = { quiz: jest.requireActual('@/lib/onboarding/quiz'), handoff: jest.requireActual('@/lib/progress/handoff') };
  });
  jest.dontMock(`@/${file}`);
  return loaded;
}

/** A member with 4 of 5 right on the first quiz of a small curriculum, carried by a link and read back. */
function carriedFourOfFive(handoff: HandoffModule) {
  const outline = syntheticOutline(8, 1);
  const sub = outline[0].submodules[0];
  const pages = {
    [sub.pageKey]: {
      links: ['Guide'],
      documents: [],
      videos: [],
      restricted: [],
      visited: true,
      quizzes: { 2: { correct: 4, total: 5, passed: false, quizKey: sub.tasks[2].quizKey! } },
      uploads: { 1: { count: 1, names: ['a.png'] } },
    },
  };
  const read = handoff.readHandoff(handoff.handoffPayload(outline, pages), outline, { eid: 'at1234' });
  if (!read.ok) throw new Error(read.reason);
  return read.pages[sub.pageKey].quizzes[2];
}

describe('the pass mark, as docs/architecture.md says to change it', () => {
  it('names a constant in a file', () => {
    expect(name).toBe('PASS_MARK');
    expect(fs.existsSync(path.join(__dirname, '../../..', `${file}.ts`))).toBe(true);
  });

  it('at 100% (as shipped): 4 of 5 fails everywhere, in the spec’s words', () => {
    const { quiz, handoff } = withPassMark(1);
    expect(quiz.scoreIsPass({ correct: 4, total: 5 })).toBe(false);
    expect(quiz.quizVerdict({ passed: false, perfect: false }, 'x@y.z')).toBe(
      'Complete this quiz with a 100% score to complete this task. You can retry this quiz an unlimited number of times.',
    );
    expect(carriedFourOfFive(handoff)).toMatchObject({ correct: 4, total: 5, passed: false });
  });

  it('at 80%: the judge, the quiz’s words and the hand-off all follow', () => {
    const { quiz, handoff } = withPassMark(0.8);
    expect(quiz.scoreIsPass({ correct: 4, total: 5 })).toBe(true);
    expect(quiz.scoreIsPass({ correct: 3, total: 5 })).toBe(false);
    const four = quiz.scoreQuiz(
      [1, 2, 3, 4, 5].map((id) => ({ id, question: `Q${id}`, options: ['a', 'b'], correctAnswer: 'a' })),
      { 1: 'a', 2: 'a', 3: 'a', 4: 'a', 5: 'b' },
    );
    expect(quiz.quizVerdict(four, 'x@y.z')).toBe(
      'Congratulations! You passed! Now, take a screenshot of your quiz results and email them to this email address: x@y.z',
    );
    expect(quiz.quizVerdict({ passed: false, perfect: false }, 'x@y.z')).toContain('with a score of at least 80% to complete');
    expect(carriedFourOfFive(handoff)).toMatchObject({ correct: 4, total: 5, passed: true });
  });
});
