import { emptyPage } from '../completion';
import { PROGRESS_VERSION, progressStorageKey, readProgress } from '../progressData';

describe('readProgress', () => {
  it('reads what the store wrote', () => {
    const page = { ...emptyPage(), links: ['A'], uploads: { 0: { count: 2, names: ['a.png', 'b.pdf'] } } };
    const raw = JSON.stringify({ state: { pages: { softwareB1Module1_1: page } }, version: PROGRESS_VERSION });
    expect(readProgress(raw).pages.softwareB1Module1_1).toEqual(page);
  });

  it('keeps the readable parts of a page with one bad field', () => {
    const raw = JSON.stringify({ state: { pages: { p: { ...emptyPage(), links: 'oops', videos: ['V'] } } }, version: PROGRESS_VERSION });
    expect(readProgress(raw).pages.p).toMatchObject({ links: [], videos: ['V'] });
  });

  it.each([
    ['nothing stored', null],
    ['corrupted JSON', '{"state": {"pages"'],
    ['not an object', '42'],
    ['an old version', JSON.stringify({ state: { pages: { p: emptyPage() } }, version: 0 })],
    ['another shape', JSON.stringify({ state: { clicked: ['A'] }, version: PROGRESS_VERSION })],
  ])('resets %s to empty progress', (_what, raw) => expect(readProgress(raw)).toEqual({ pages: {} }));

  it('keys progress by member EID', () => expect(progressStorageKey('at1234')).toBe('onboarding-progress:at1234'));
});
