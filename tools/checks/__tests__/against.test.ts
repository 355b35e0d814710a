/** @jest-environment node */
import { submoduleProgress } from '@/lib/onboarding/completion';
import { emptyPage } from '@/lib/record/record';
import {
  progressWarnings,
  type CurriculumSummary,
  type QuizSummary,
  type SubmoduleSummary,
  type TaskSummary,
} from '@/tools/checks/against';

const quizTask: TaskSummary = {
  title: 'Take the quiz',
  quiz: 'softwareB3Module1_1',
  requiredActions: ['completeQuiz'],
  line: 5,
  quizLine: 7,
};
const uploadTask: TaskSummary = { title: 'Upload your filter', requiredActions: ['uploadFiles'], line: 9 };

const signals: SubmoduleSummary = {
  place: 'softwareB3/1_1',
  pageKey: 'softwareB3Module1_1',
  formerKeys: [],
  title: 'Signals',
  file: 'onboarding/softwareB3/1_1.mdx',
  tasks: [quizTask, uploadTask],
};

const quiz: QuizSummary = {
  file: 'quizzes/softwareB3Module1_1.yaml',
  title: 'Quiz: Signals',
  revision: 1,
  questionsLine: 2,
  questions: [
    { id: 1, correctAnswer: '250 Hz', answerLine: 6 },
    { id: 2, correctAnswer: 'A band-pass filter', answerLine: 11 },
  ],
};

const curriculum = (submodules: SubmoduleSummary[], quizzes: Record<string, QuizSummary> = { softwareB3Module1_1: quiz }) =>
  ({ submodules, quizzes }) satisfies CurriculumSummary;
const before = curriculum([signals]);
const withQuiz = (changes: Partial<QuizSummary>) => curriculum([signals], { softwareB3Module1_1: { ...quiz, ...changes } });
const withSignals = (changes: Partial<SubmoduleSummary>) => curriculum([{ ...signals, ...changes }]);

describe('progressWarnings: quizzes', () => {
  it('says nothing when nothing that counts changed (a reworded question, option or title is not seen at all)', () => {
    expect(progressWarnings(before, withQuiz({ title: 'Signals quiz', questionsLine: 3 }))).toEqual([]);
  });

  it('warns on the changed correct answer, with the revision that would make it explicit', () => {
    const answers = [quiz.questions[0], { id: 2, correctAnswer: 'A notch filter', answerLine: 12 }];
    expect(progressWarnings(before, withQuiz({ questions: answers }))).toEqual([
      {
        file: 'quizzes/softwareB3Module1_1.yaml',
        line: 12,
        field: 'questions[1].correctAnswer',
        message:
          'the correct answer of question 2 changed from "A band-pass filter" to "A notch filter": members who passed "Quiz: Signals" ' +
          'will have to take it again, whatever else you change; to keep their passes, change the answer back. If the retake is what you want, say so with `revision: 2` in the quiz file',
      },
    ]);
  });

  it('names the first changed answer, cut short when long, and counts the others', () => {
    const long = 'A filter that passes the frequencies between two cut-offs and attenuates the rest';
    const answers = [
      { id: 1, correctAnswer: '500 Hz', answerLine: 6 },
      { id: 2, correctAnswer: long, answerLine: 11 },
    ];
    const [w] = progressWarnings(before, withQuiz({ questions: answers }));
    expect(w).toMatchObject({ line: 6, field: 'questions[0].correctAnswer' });
    expect(w.message).toMatch(/^the correct answer of question 1 changed from "250 Hz" to "500 Hz" \(and 1 more\): members who passed/);
    const [second] = progressWarnings(before, withQuiz({ questions: [quiz.questions[0], answers[1]] }));
    expect(second.message).toContain('to "A filter that passes the frequencies between two cut-offs...":');
  });

  it('suggests the revision after the current one', () => {
    const answers = [{ id: 1, correctAnswer: '500 Hz', answerLine: 7 }, quiz.questions[1]];
    const [w] = progressWarnings(
      { ...before, quizzes: { softwareB3Module1_1: { ...quiz, revision: 3 } } },
      withQuiz({ revision: 3, questions: answers }),
    );
    expect(w.message).toContain('say so with `revision: 4` in the quiz file');
  });

  it('warns when question ids are removed or added, on the questions line', () => {
    const questions = [quiz.questions[0], { id: 3, correctAnswer: 'A band-pass filter' }];
    expect(progressWarnings(before, withQuiz({ questions }))).toEqual([
      expect.objectContaining({
        line: 2,
        field: 'questions',
        message: expect.stringMatching(/^question 2 removed, question 3 added: members who passed/),
      }),
    ]);
  });

  it('names the quiz by its task when it has no title', () => {
    const [w] = progressWarnings(before, withQuiz({ title: undefined, questions: [quiz.questions[0]] }));
    expect(w.message).toContain('members who passed "Take the quiz" will have to take it again');
  });

  it('gives a raised revision a warning of its own, and no second one for the answers it resets', () => {
    const questions = [quiz.questions[0], { id: 2, correctAnswer: 'A notch filter' }];
    expect(progressWarnings(before, withQuiz({ revision: 2, revisionLine: 2, questions }))).toEqual([
      {
        file: 'quizzes/softwareB3Module1_1.yaml',
        line: 2,
        field: 'revision',
        message: 'raised from 1 to 2: members who passed "Quiz: Signals" will take it again',
      },
    ]);
  });

  it('says nothing about a new quiz or a removed one (its task is where members notice)', () => {
    expect(progressWarnings({ ...before, quizzes: {} }, before)).toEqual([]);
    expect(progressWarnings(before, { ...before, quizzes: {} })).toEqual([]);
  });
});

describe('progressWarnings: submodules', () => {
  const moved: SubmoduleSummary = {
    ...signals,
    place: 'softwareB3/2_1',
    pageKey: 'softwareB3Module2_1',
    file: 'onboarding/softwareB3/2_1.mdx',
  };

  it('warns about a submodule gone without successor, at its former file, saying how to keep progress if it moved', () => {
    expect(progressWarnings(before, curriculum([moved]))).toEqual([
      {
        file: 'onboarding/softwareB3/1_1.mdx',
        field: '',
        message:
          '"Signals" (softwareB3/1_1) is gone and no file names it under `formerly`: members\' progress there will no longer count. ' +
          'If it moved, add `formerly: softwareB3/1_1` to the file it moved to',
      },
    ]);
  });

  it('follows a move named in formerly (as a list too), and then compares the tasks', () => {
    expect(progressWarnings(before, curriculum([{ ...moved, formerKeys: ['softwareB1Module9_9', 'softwareB3Module1_1'] }]))).toEqual([]);
    const extra: TaskSummary = { title: 'Plot it', requiredActions: ['uploadFiles'], line: 14 };
    const warnings = progressWarnings(
      before,
      curriculum([{ ...moved, formerKeys: ['softwareB3Module1_1'], tasks: [...signals.tasks, extra] }]),
    );
    expect(warnings).toEqual([expect.objectContaining({ file: 'onboarding/softwareB3/2_1.mdx', line: 14, field: 'tasks[2]' })]);
  });

  it('warns when a former place is no longer named by any file, on the formerly line', () => {
    const was = curriculum([{ ...moved, formerKeys: ['softwareB3Module1_1'] }]);
    expect(progressWarnings(was, curriculum([{ ...moved, formerlyLine: 2 }]))).toEqual([
      {
        file: 'onboarding/softwareB3/2_1.mdx',
        line: 2,
        field: 'formerly',
        message:
          'no file names softwareB3/1_1 under `formerly` any more: progress members saved there before "Signals" moved will no longer count. ' +
          'Keep `formerly: softwareB3/1_1` unless that is what you want',
      },
    ]);
    // Still named, by this file or another: nothing is lost.
    expect(progressWarnings(was, was)).toEqual([]);
    expect(
      progressWarnings(was, curriculum([moved, { ...signals, pageKey: 'softwareB3Module1_3', formerKeys: ['softwareB3Module1_1'] }])),
    ).toEqual([]);
  });

  it('says nothing about a new submodule, which nobody has started', () => {
    expect(progressWarnings(before, curriculum([signals, moved]))).toEqual([]);
  });
});

describe('progressWarnings: tasks', () => {
  const nyquist = { kind: 'documents' as const, id: 'https://example.test/nyquist.pdf', name: 'Nyquist', required: true, line: 6 };
  const reading: TaskSummary = { title: 'Read about sampling', requiredActions: ['readDocuments'], items: [nyquist], line: 4 };

  it('warns about a new task that asks for something, on its line', () => {
    expect(progressWarnings(before, withSignals({ tasks: [reading, quizTask, uploadTask] }))).toEqual([
      {
        file: 'onboarding/softwareB3/1_1.mdx',
        line: 4,
        field: 'tasks[0]',
        message: 'a new task "Read about sampling": members who finished "Signals" will see it unfinished until they do it',
      },
    ]);
  });

  it('says nothing about a new task that asks for nothing, reordered tasks or a renamed one', () => {
    expect(progressWarnings(before, withSignals({ tasks: [{ ...reading, requiredActions: [] }, quizTask, uploadTask] }))).toEqual([]);
    expect(progressWarnings(before, withSignals({ tasks: [uploadTask, quizTask] }))).toEqual([]);
    expect(progressWarnings(before, withSignals({ tasks: [quizTask, { ...uploadTask, title: 'Upload a plot of your filter' }] }))).toEqual(
      [],
    );
  });

  it('warns when a task asks for more than before', () => {
    const talk = { kind: 'videos' as const, id: 'https://youtu.be/dQw4w9WgXcQ', name: 'Filter talk', required: true, line: 11 };
    const tasks = [quizTask, { ...uploadTask, requiredActions: ['uploadFiles', 'watchVideos'], items: [talk] }];
    expect(progressWarnings(before, withSignals({ tasks }))).toEqual([
      expect.objectContaining({
        line: 9,
        field: 'tasks[1].requiredActions',
        message:
          'the task "Upload your filter" now also asks for watchVideos: members who finished "Signals" will see it unfinished until they do it',
      }),
    ]);
  });

  it("warns when a task's quiz is another quiz, on the quiz line", () => {
    const other: QuizSummary = { ...quiz, title: 'Quiz: Filters', file: 'quizzes/softwareB3Module1_2.yaml' };
    const after = {
      ...withSignals({ tasks: [{ ...quizTask, quiz: 'softwareB3Module1_2' }, uploadTask] }),
      quizzes: { softwareB3Module1_2: other },
    };
    expect(progressWarnings(before, after)).toEqual([
      {
        file: 'onboarding/softwareB3/1_1.mdx',
        line: 7,
        field: 'tasks[0].quiz',
        message:
          'the task "Take the quiz" now uses the quiz "Quiz: Filters" (softwareB3Module1_2) instead of softwareB3Module1_1: ' +
          'members will have to pass the new quiz, even those who passed the old one. ' +
          "If the quiz file was only renamed, rename it back to softwareB3Module1_1.yaml (and this task's quiz) to keep their passes",
      },
    ]);
  });
});

describe('progressWarnings: items', () => {
  const guide = { kind: 'links' as const, id: 'https://example.test/guide', name: 'guide', required: false, line: 3 };
  const page = (items: (typeof guide)[]) => withSignals({ items });

  it('says nothing for an optional item renamed, and warns once, on the file, when it moves or goes', () => {
    const before = page([guide]);
    expect(progressWarnings(before, page([{ ...guide, name: 'the guide' }]))).toEqual([]);
    expect(progressWarnings(before, page([{ ...guide, id: 'https://example.test/v2/guide' }]))).toEqual([
      {
        file: 'onboarding/softwareB3/1_1.mdx',
        field: '',
        message:
          'the link "guide" on "Signals" has a new address: members who opened it will see it unopened (optional: nothing to redo); keep the old address if it is the same page',
      },
    ]);
    expect(progressWarnings(before, page([]))).toEqual([
      expect.objectContaining({
        message: 'the link "guide" is no longer on "Signals": what members did there stops showing (nothing new is asked)',
      }),
    ]);
  });
});

describe('an optional item made required: what the warning says members keep', () => {
  // The site records an optional link, document or video when it is opened (TrackedLink,
  // DocumentLink, VideoCard call the store whatever `required` says); completion reads that record.
  const task = {
    requiredActions: ['readDocuments'],
    requiredLinks: [],
    requiredVideos: [],
    requiredDocuments: ['https://docs.example.test/guide'],
  };
  it('counts the tick of a member who had opened it while it was optional, and not of one who had not', () => {
    const opened = { ...emptyPage(), visited: true, documents: ['https://docs.example.test/guide'] };
    expect(submoduleProgress([task], opened).complete).toBe(true);
    expect(submoduleProgress([task], { ...emptyPage(), visited: true }).complete).toBe(false);
  });
});
