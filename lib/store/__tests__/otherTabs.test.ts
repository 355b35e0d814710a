/**
 * Two tabs of one member ticking within a second of each other: a browser hands one tab's write to
 * the other a moment later, so the other may already have written over a record it had not seen.
 * The tab whose tick is missing from that write joins it back (lib/store/otherTabs.ts).
 */
import { emptyPage, type Pages } from '@/lib/record/record';
import { storedProgress } from '@/lib/record/check';
import { useProgressStore } from '@/lib/store/progress';
import { OWN_WRITES_KEPT_MS } from '@/lib/store/otherTabs';

const KEY = 'onboarding-progress:at1234';
const store = () => useProgressStore.getState();
const saved = () => JSON.parse(localStorage.getItem(KEY)!).state.pages;
/** The other tab writes `pages` (over whatever was there) and this tab hears of it. */
function otherTabWrites(pages: Pages) {
  const value = storedProgress(pages);
  localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value, storageArea: localStorage }));
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T14:05:00Z') });
  localStorage.clear();
  store().switchMember(null);
  store().switchMember('at1234');
});
afterEach(() => jest.useRealTimers());

describe('two tabs at once', () => {
  it('a write in between is never overwritten: both ticks are kept, here and in storage', () => {
    store().markLink('p', 'https://a.test/mine');
    // The other tab ticked its own item on the record as it was before this tab's tick.
    jest.advanceTimersByTime(400);
    otherTabWrites({ p: { ...emptyPage(), visited: true, links: ['https://a.test/theirs'] } });
    expect(store().pages.p.links).toEqual(['https://a.test/mine', 'https://a.test/theirs']);
    expect(saved().p).toMatchObject({ links: ['https://a.test/mine', 'https://a.test/theirs'], visited: true });
    // And its next tick, on the freshest record, keeps all three.
    store().markDocument('q', 'https://a.test/doc');
    expect(Object.keys(saved()).sort()).toEqual(['p', 'q']);
    expect(saved().p.links).toHaveLength(2);
  });

  it('a quiz passed here is not undone by the other tab’s write that missed it', () => {
    store().setQuiz('p', 0, { correct: 3, total: 3, passed: true, quizKey: 'q:r1:x' });
    otherTabWrites({ p: { ...emptyPage(), links: ['https://a.test/theirs'] } });
    expect(saved().p.quizzes[0]).toMatchObject({ correct: 3, total: 3 });
    expect(saved().p.links).toEqual(['https://a.test/theirs']);
  });

  it('writes nothing back when the other tab had seen this tab’s tick', () => {
    store().markLink('p', 'https://a.test/mine');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: KEY,
        newValue: storedProgress({ p: { ...emptyPage(), links: ['https://a.test/mine', 'https://a.test/theirs'] } }),
        storageArea: localStorage,
      }),
    );
    expect(setItem).not.toHaveBeenCalled();
    expect(store().pages.p.links).toEqual(['https://a.test/mine', 'https://a.test/theirs']);
    setItem.mockRestore();
  });

  it('a reset in the other tab, made after it had seen this tab’s ticks, is kept', () => {
    store().markLink('p', 'https://a.test/mine');
    jest.advanceTimersByTime(OWN_WRITES_KEPT_MS + 1);
    otherTabWrites({});
    expect(store().pages).toEqual({});
    expect(saved()).toEqual({});
  });
});
