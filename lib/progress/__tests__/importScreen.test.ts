import { emptyPage, type QuizResult, pagesMap } from '@/lib/record/record';
import { joinRecords as mergeProgress } from '@/lib/progress/merge';
import { IMPORT_REFUSALS, parseProgressFile, progressFile, progressFileText } from '@/lib/progress/progressFile';
import type { OutlineBlock } from '@/lib/progress/summary';

const now = new Date(2026, 10, 23, 14, 5); // 23 Nov 2026, local time
const requirements = { requiredActions: ['completeQuiz'], requiredLinks: [], requiredVideos: [], requiredDocuments: [] };
const outline: OutlineBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1: Basics',
    submodules: [
      {
        key: '1.1',
        pageKey: 'softwareB1Module1_1',
        title: 'Intro',
        href: '/onboarding/softwareB1/1.1/',
        tasks: [{ ...requirements, title: 'Quiz', quizTitle: 'Quiz', quizKey: 'q:1', questions: 4 }],
      },
      { key: '1.2', pageKey: 'softwareB1Module1_2', title: 'Next', href: '/onboarding/softwareB1/1.2/', tasks: [] },
    ],
  },
];
const context = { outline, now };
const quiz = (correct: number, total: number, extra: Partial<QuizResult> = {}): QuizResult => ({
  correct,
  total,
  passed: correct === total,
  quizKey: 'q:1',
  ...extra,
});
const fileWith = (pages: Record<string, unknown>, exportedAt = now.toISOString()) =>
  progressFileText({ ...progressFile('at1234', {}, now), exportedAt, pages } as unknown as ReturnType<typeof progressFile>);
const check = (text: string) => parseProgressFile(text, context);
const refusal = (text: string) => {
  const r = check(text);
  return r.ok ? 'accepted' : r.message;
};

describe('page keys every object already has', () => {
  it.each(['constructor', 'toString', '__proto__'])('refuses a file with the page key %s, with the usual alert naming it', (key) => {
    // Written by hand: JSON.stringify of an object literal would not keep a '__proto__' key.
    const text = `{"format":"neurotech-onboarding-progress","version":1,"eid":"at1234","exportedAt":"${now.toISOString()}","pages":{"${key}":${JSON.stringify(emptyPage())}}}`;
    expect(refusal(text)).toBe(IMPORT_REFUSALS.damaged(`pages.${key}: expected a submodule's page key`));
    expect(parseProgressFile(text).ok).toBe(false); // without the curriculum too
  });

  it('merges into a record whose pages are named like Object members without throwing', () => {
    const incoming = pagesMap([['constructor', { ...emptyPage(), visited: true }]]);
    expect(() => mergeProgress({ a: emptyPage() }, incoming)).not.toThrow();
    expect(mergeProgress({ a: emptyPage() }, incoming).constructor).toEqual({ ...emptyPage(), visited: true });
  });
});

describe('pages the curriculum does not have', () => {
  it('are dropped and counted; the known pages are kept as they were', () => {
    const known = { ...emptyPage(), visited: true, quizzes: { 0: quiz(4, 4) } };
    const made = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`madeUp${i}`, emptyPage()]));
    const r = check(fileWith({ ...made, softwareB1Module1_1: known }));
    expect(r.ok && Object.keys(r.file.pages)).toEqual(['softwareB1Module1_1']);
    expect(r.ok && r.file.pages.softwareB1Module1_1).toEqual(known);
    expect(r.ok && r.dropped).toHaveLength(50);
  });

  it('nor do results of quizzes it does not have: a made-up quiz with a huge score is dropped, not shown as passed', () => {
    const page = { ...emptyPage(), visited: true, quizzes: { 0: quiz(4, 4), 3: quiz(1e308, 1e308, { quizKey: 'madeUpQuiz:r1:x' }) } };
    const r = check(fileWith({ softwareB1Module1_1: page }));
    expect(r.ok && r.file.pages.softwareB1Module1_1.quizzes).toEqual({ 0: quiz(4, 4) });
  });

  it('keeps what was saved under a moved submodule’s former place, at its new one', () => {
    const [first, second] = outline[0].submodules;
    const moved = [
      { ...outline[0], submodules: [first, { ...second, pageKey: 'softwareB1Module2_1', formerKeys: ['softwareB1Module1_2'] }] },
    ];
    const r = parseProgressFile(fileWith({ softwareB1Module1_2: { ...emptyPage(), visited: true } }), { outline: moved, now });
    expect(r.ok && Object.keys(r.file.pages)).toEqual(['softwareB1Module2_1']);
    expect(r.ok && r.dropped).toEqual([]);
  });
});

describe('scores', () => {
  it.each([
    ['more right answers than the quiz has questions', quiz(5, 5), 'correct: expected a score from 0 to 4'],
    ['a total above the question count', quiz(3, 9), 'total: expected a score from 0 to 4'],
  ])('refuses %s', (_what, result, problem) => {
    expect(refusal(fileWith({ softwareB1Module1_1: { ...emptyPage(), quizzes: { 0: result } } }))).toBe(
      IMPORT_REFUSALS.damaged(`pages.softwareB1Module1_1.quizzes.0.${problem}`),
    );
  });

  it('refuses a score that is not a finite number (1e999 reads as Infinity)', () => {
    const text = fileWith({ softwareB1Module1_1: { ...emptyPage(), quizzes: { 0: quiz(1, 4) } } }).replace(
      '"correct": 1',
      '"correct": 1e999',
    );
    expect(refusal(text)).toMatch(/^This progress file is damaged.*quizzes\.0\.correct/);
  });

  it('accepts every score from 0 to the question count', () => {
    for (let n = 0; n <= 4; n++)
      expect(check(fileWith({ softwareB1Module1_1: { ...emptyPage(), quizzes: { 0: quiz(n, 4) } } })).ok).toBe(true);
  });
});

describe('dates', () => {
  const tomorrow = new Date(2026, 10, 24, 0, 0, 1).toISOString();
  const lateToday = new Date(2026, 10, 23, 23, 59).toISOString();

  it('refuses an export, a quiz or an upload dated after the day of the import', () => {
    expect(refusal(fileWith({}, tomorrow))).toBe(IMPORT_REFUSALS.damaged('exportedAt: expected a date no later than today'));
    expect(refusal(fileWith({ softwareB1Module1_1: { ...emptyPage(), quizzes: { 0: quiz(1, 4, { submittedAt: tomorrow }) } } }))).toBe(
      IMPORT_REFUSALS.damaged('pages.softwareB1Module1_1.quizzes.0.submittedAt: expected a date no later than today'),
    );
    expect(
      refusal(fileWith({ softwareB1Module1_2: { ...emptyPage(), uploads: { 0: { count: 1, names: ['a.png'], uploadedAt: tomorrow } } } })),
    ).toBe(IMPORT_REFUSALS.damaged('pages.softwareB1Module1_2.uploads.0.uploadedAt: expected a date no later than today'));
  });

  it('accepts dates later on the day of the import', () => {
    expect(
      check(fileWith({ softwareB1Module1_1: { ...emptyPage(), quizzes: { 0: quiz(1, 4, { submittedAt: lateToday }) } } }, lateToday)).ok,
    ).toBe(true);
  });
});
