import { emptyPage, type QuizResult } from '@/lib/record/record';
import { betterQuizResult, combineUploads, importPages, joinRecords as mergeProgress } from '@/lib/progress/merge';

const quiz = (correct: number, total: number, submittedAt?: string): QuizResult => ({
  correct,
  total,
  passed: correct === total,
  quizKey: 'q:1',
  ...(submittedAt ? { submittedAt } : {}),
});

describe('merge', () => {
  const mine = {
    a: {
      ...emptyPage(),
      links: ['L1'],
      documents: ['D1'],
      videos: ['V1'],
      quizzes: { 0: quiz(2, 5) },
      uploads: { 1: { count: 1, names: ['mine.png'], uploadedAt: '2026-11-01T10:00:00Z' } },
    },
    b: { ...emptyPage(), visited: true },
  };
  const theirs = {
    a: {
      ...emptyPage(),
      links: ['L2', 'L1'],
      videos: ['V2'],
      restricted: ['V2'],
      quizzes: { 0: quiz(5, 5) },
      uploads: { 1: { count: 2, names: ['mine.png', 'theirs.pdf'], uploadedAt: '2026-11-02T10:00:00Z' } },
    },
    c: { ...emptyPage(), documents: ['D3'] },
  };

  it('keeps the union of links, documents, videos, restricted videos and visits', () => {
    const merged = mergeProgress(mine, theirs);
    expect(merged.a).toMatchObject({ links: ['L1', 'L2'], documents: ['D1'], videos: ['V1', 'V2'], restricted: ['V2'] });
    expect(merged.b.visited).toBe(true);
    expect(merged.c.documents).toEqual(['D3']);
  });

  it('keeps the better quiz result and combines uploads', () => {
    const merged = mergeProgress(mine, theirs);
    expect(merged.a.quizzes[0]).toEqual(quiz(5, 5));
    expect(merged.a.uploads[1]).toEqual({ count: 2, names: ['mine.png', 'theirs.pdf'], uploadedAt: '2026-11-02T10:00:00Z' });
  });

  it('is the same whichever side is imported into which', () => {
    const [x, y] = [mergeProgress(mine, theirs), mergeProgress(theirs, mine)];
    expect(y.a.quizzes).toEqual(x.a.quizzes);
    expect(new Set(y.a.links)).toEqual(new Set(x.a.links));
    expect(y.a.uploads[1].count).toBe(x.a.uploads[1].count);
  });

  it('changes neither input', () => {
    const before = JSON.stringify(mine);
    mergeProgress(mine, theirs);
    expect(JSON.stringify(mine)).toBe(before);
  });
});

describe('the better of two quiz results', () => {
  it('prefers passed, then a higher share right, then the later submission', () => {
    expect(betterQuizResult(quiz(3, 3), quiz(4, 5))).toEqual(quiz(3, 3));
    expect(betterQuizResult(quiz(2, 5), quiz(4, 5))).toEqual(quiz(4, 5));
    const [early, late] = [quiz(1, 2, '2026-11-01T00:00:00Z'), quiz(1, 2, '2026-11-03T00:00:00Z')];
    expect(betterQuizResult(late, early)).toEqual(late);
    expect(betterQuizResult(early, late)).toEqual(late);
  });

  it('judges a pass by the score, never by a stored flag (one judge: lib/onboarding/quiz scoreIsPass)', () => {
    const flaggedButShort = { ...quiz(2, 3), passed: true };
    const perfectButUnflagged = { ...quiz(3, 3), passed: false };
    expect(betterQuizResult(flaggedButShort, perfectButUnflagged)).toEqual(perfectButUnflagged);
    expect(betterQuizResult(perfectButUnflagged, flaggedButShort)).toEqual(perfectButUnflagged);
  });
});

describe('combined uploads', () => {
  it('counts a name twice only when one side has it twice', () => {
    expect(combineUploads({ count: 2, names: ['a', 'a'] }, { count: 2, names: ['a', 'b'] })).toEqual({ count: 3, names: ['a', 'a', 'b'] });
  });
});

describe('replace', () => {
  it('takes the file as it is', () => {
    const incoming = { x: { ...emptyPage(), visited: true } };
    expect(importPages({ y: emptyPage() }, incoming, 'replace')).toEqual(incoming);
    expect(Object.keys(importPages({ y: emptyPage() }, incoming, 'merge')).sort()).toEqual(['x', 'y']);
  });
});
