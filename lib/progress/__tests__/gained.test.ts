/** @jest-environment node */
import fc from 'fast-check';
import { gainedSince } from '@/lib/progress/gained';
import { joinRecords } from '@/lib/progress/merge';
import { emptyPage } from '@/lib/record/record';
import { curriculumAndRecords, params } from './arbitraries';

describe('what one record holds that another does not', () => {
  it('is each added tick, a first visit and each new or changed quiz result and upload, nothing else', () => {
    const quiz = { correct: 1, total: 2, passed: false, quizKey: 'q:r1:x' };
    const before = { p: { ...emptyPage(), links: ['A'], visited: true, quizzes: { 0: quiz } }, q: emptyPage() };
    const after = {
      p: { ...emptyPage(), links: ['A', 'B'], visited: true, quizzes: { 0: { ...quiz, correct: 2, passed: true } } },
      q: emptyPage(),
      r: { ...emptyPage(), uploads: { T: { count: 1, names: ['a.png'] } } },
    };
    expect({ ...gainedSince(before, after) }).toEqual({
      p: { ...emptyPage(), links: ['B'], quizzes: { 0: { ...quiz, correct: 2, passed: true } } },
      r: { ...emptyPage(), uploads: { T: { count: 1, names: ['a.png'] } } },
    });
    expect({ ...gainedSince(after, after) }).toEqual({});
  });

  it('joined back into the record it was taken from, gives the later record’s join with it (nothing of the later one is lost)', () => {
    fc.assert(
      fc.property(curriculumAndRecords(2), ([, [a, b]]) => {
        const later = joinRecords(a, b);
        const back = joinRecords(a, gainedSince(a, later));
        return JSON.stringify(back) === JSON.stringify(joinRecords(a, later));
      }),
      params,
    );
  });
});
