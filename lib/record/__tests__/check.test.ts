import { emptyPage, backupStorageKey, PROGRESS_VERSION, progressStorageKey } from '@/lib/record/record';
import { checkPages, readProgress, storedProgress } from '@/lib/record/check';

const stored = (pages: unknown, version: unknown = PROGRESS_VERSION) => JSON.stringify({ state: { pages }, version });

describe('readProgress', () => {
  it('reads what the store writes, with quiz and upload times', () => {
    const page = {
      ...emptyPage(),
      links: ['A'],
      quizzes: { 0: { correct: 2, total: 3, passed: false, quizKey: 'q:1', answers: { 1: '4' }, submittedAt: '2026-11-23T14:05:00.000Z' } },
      uploads: { 1: { count: 2, names: ['a.png', 'b.pdf'], fullName: 'Ada', eid: 'at1234', uploadedAt: '2026-11-23T14:06:00.000Z' } },
    };
    const read = readProgress(storedProgress({ softwareB1Module1_1: page }));
    expect(read).toEqual({ status: 'ok', data: { pages: { softwareB1Module1_1: page } } });
  });

  it('still reads records saved before submission times were kept', () => {
    const page = {
      ...emptyPage(),
      quizzes: { 0: { correct: 1, total: 1, passed: true, quizKey: 'q' } },
      uploads: { 0: { count: 1, names: ['a'] } },
    };
    expect(readProgress(stored({ p: page })).status).toBe('ok');
  });

  it('finds nothing stored', () => {
    expect(readProgress(null)).toEqual({ status: 'empty' });
    expect(readProgress('')).toEqual({ status: 'empty' });
  });

  it.each([
    ['corrupted JSON', '{"state": {"pages"', 'not JSON'],
    ['not an object', '42', 'another shape'],
    ['an old version', stored({ p: emptyPage() }, 0), 'version 0'],
    ['a newer version', stored({ p: emptyPage() }, PROGRESS_VERSION + 1), `version ${PROGRESS_VERSION + 1}`],
    ['another shape', JSON.stringify({ state: { clicked: ['A'] }, version: PROGRESS_VERSION }), 'state.pages: expected an object'],
    ['a page with one bad field', stored({ p: { ...emptyPage(), links: 'oops' } }), 'state.pages.p.links: expected a list of texts'],
  ])('calls %s unreadable, with the reason', (_what, raw, reason) => expect(readProgress(raw)).toEqual({ status: 'unreadable', reason }));
});

describe('checkPages (the schema of saved and imported progress)', () => {
  const ok = (pages: unknown) => checkPages(pages).ok;
  const problem = (pages: unknown) => {
    const r = checkPages(pages);
    return r.ok ? null : r.problem;
  };
  const quiz = { correct: 1, total: 2, passed: false, quizKey: 'q' };

  it('accepts empty progress and full pages', () => {
    expect(ok({})).toBe(true);
    expect(ok({ a: emptyPage(), b: { ...emptyPage(), visited: true, quizzes: { 3: quiz } } })).toBe(true);
  });

  it.each([
    [{ p: { ...emptyPage(), visited: 'yes' } }, 'pages.p.visited: expected true or false'],
    [{ p: { ...emptyPage(), extra: 1 } }, 'pages.p.extra: expected nothing (unknown field)'],
    [{ p: { links: [] } }, 'pages.p.documents: expected a value (it is missing)'],
    [{ p: { ...emptyPage(), videos: ['V', 3] } }, 'pages.p.videos[1]: expected text'],
    [{ p: { ...emptyPage(), quizzes: { first: quiz } } }, 'pages.p.quizzes.first: expected a task number'],
    [{ p: { ...emptyPage(), quizzes: { 0: { ...quiz, correct: 3 } } } }, 'pages.p.quizzes.0.correct: expected at most total (2)'],
    [{ p: { ...emptyPage(), quizzes: { 0: { ...quiz, total: -1 } } } }, 'pages.p.quizzes.0.total: expected a whole number, 0 or more'],
    [
      { p: { ...emptyPage(), quizzes: { 0: { ...quiz, submittedAt: 'yesterday' } } } },
      'pages.p.quizzes.0.submittedAt: expected a date and time',
    ],
    [{ p: { ...emptyPage(), uploads: { 0: { count: 1.5, names: [] } } } }, 'pages.p.uploads.0.count: expected a whole number, 0 or more'],
    [
      { p: { ...emptyPage(), uploads: { 0: { count: 1, names: ['a'], file: 'data:...' } } } },
      'pages.p.uploads.0.file: expected nothing (unknown field)',
    ],
    [[], 'pages: expected an object'],
    [{ p: null }, 'pages.p: expected an object'],
  ])('refuses %j: %s', (pages, message) => expect(problem(pages)).toBe(message));
});

describe('storage keys', () => {
  it('key progress by EID without case or spaces', () => {
    expect(progressStorageKey('at1234')).toBe('onboarding-progress:at1234');
    expect(progressStorageKey(' AB 123 ')).toBe(progressStorageKey('ab123'));
    expect(backupStorageKey(' AB123')).toBe('onboarding-progress-backup:ab123');
  });
});
