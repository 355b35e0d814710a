/**
 * @jest-environment node
 *
 * NTC008 quiz-exists: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { page, moduleRule, aQuiz, task } from '@/lib/content/rules/__tests__/helpers';

describe('quiz-exists', () => {
  const check = moduleRule('quiz-exists').check;
  it('names a quiz id with no file, with the nearest id', () => {
    const problems = check(page({ tasks: [task({ quiz: 'softwareB1Module1_2' })] }, { softwareB1Module1_1: aQuiz }));
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'tasks[0].quiz',
        hint: `Did you mean "softwareB1Module1_1"? If you renamed that file, rename it back: members' passes are kept under softwareB1Module1_2.`,
      }),
    ]);
  });
  it("prefers a quiz of the task's own block to another block's at the same distance", () => {
    const quizzes = { softwareB2Module2_1: aQuiz, softwareB1Module2_2: aQuiz };
    const [problem] = check(page({ tasks: [task({ quiz: 'softwareB1Module2_1' })] }, quizzes));
    expect(problem.hint).toMatch(/^Did you mean "softwareB1Module2_2"\?/);
  });
  it('stays silent for a quiz that exists, or whose own file is broken (reported there)', () => {
    expect(check(page({ tasks: [task({ quiz: 'softwareB1Module1_1' })] }, { softwareB1Module1_1: aQuiz }))).toEqual([]);
    expect(check(page({ tasks: [task({ quiz: 'softwareB1Module1_2' })] }, {}, ['softwareB1Module1_2']))).toEqual([]);
  });
});
