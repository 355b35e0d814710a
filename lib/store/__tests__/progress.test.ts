import { emptyPage } from '@/lib/record/record';
import { storedProgress } from '@/lib/record/check';
import { useProgressStore } from '@/lib/store/progress';
import { requirements } from '@/lib/onboarding/__tests__/requirements';

const store = () => useProgressStore.getState();
const saved = (eid: string) => JSON.parse(localStorage.getItem(`onboarding-progress:${eid}`)!);
/** A page of two upload tasks, each kept under its key (its title). */
const UPLOAD_TASKS = ['Upload a photo', 'Upload the log'].map((key) => requirements({ key, requiredActions: ['uploadFiles'] }));

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  store().switchMember(null);
});

describe('the progress store', () => {
  it('saves progress under the member’s EID with the schema version', () => {
    store().switchMember('at1234');
    store().markLink('softwareB1Module1_1', 'Docs');
    store().markLink('softwareB1Module1_1', 'Docs');
    store().markVideo('softwareB1Module1_2', 'Intro', true);
    expect(saved('at1234').version).toBe(1);
    expect(saved('at1234').state.pages.softwareB1Module1_1.links).toEqual(['Docs']);
    expect(saved('at1234').state.pages.softwareB1Module1_2).toMatchObject({ videos: ['Intro'], restricted: ['Intro'] });
    expect(store().hydratedFor).toBe('at1234');
    expect(store().saveFailed).toBe(false);
  });

  it('keys a member case- and space-insensitively, and moves a record saved under the EID as typed', () => {
    localStorage.setItem('onboarding-progress:AB123', storedProgress({ p: { ...emptyPage(), links: ['Old'] } }));
    store().switchMember(' AB123 ');
    expect(store().pages.p.links).toEqual(['Old']);
    store().markLink('p', 'New');
    expect(localStorage.getItem('onboarding-progress:AB123')).toBeNull();
    store().switchMember(null);
    store().switchMember('ab123');
    expect(store().pages.p.links).toEqual(['Old', 'New']);
  });

  it('keeps each member’s progress apart and never overwrites another record when switching', () => {
    store().switchMember('aa1111');
    store().markDocument('p', 'Guide');
    store().switchMember('bb2222');
    expect(store().pages).toEqual({});
    store().setUpload('p', UPLOAD_TASKS, 0, { count: 1, names: ['a.png'] });
    store().switchMember('aa1111');
    expect(store().pages.p.documents).toEqual(['Guide']);
    expect(store().pages.p.uploads).toEqual({});
    expect(saved('bb2222').state.pages.p.uploads['Upload a photo'].count).toBe(1);
  });

  it('stamps quiz submissions and uploads with their time', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T14:05:00.000Z') });
    store().switchMember('at1234');
    store().setQuiz('p', 0, { correct: 4, total: 5, passed: false, quizKey: 'k' });
    store().setUpload('p', UPLOAD_TASKS, 1, { count: 1, names: ['a.png'] });
    jest.useRealTimers();
    expect(saved('at1234').state.pages.p.quizzes[0].submittedAt).toBe('2026-11-23T14:05:00.000Z');
    expect(saved('at1234').state.pages.p.uploads['Upload the log'].uploadedAt).toBe('2026-11-23T14:05:00.000Z');
  });

  it('clears quiz and upload records and resets everything', () => {
    store().switchMember('at1234');
    store().setQuiz('p', 0, { correct: 1, total: 1, passed: true, quizKey: 'k' });
    store().setQuiz('p', 0, null);
    expect(store().pages.p.quizzes).toEqual({});
    store().markVisited('p');
    store().reset();
    expect(store().pages).toEqual({});
    expect(saved('at1234').state.pages).toEqual({});
  });

  it('moves progress saved under a moved submodule’s former key to its new one, merged, and keeps it there', () => {
    localStorage.setItem(
      'onboarding-progress:at1234',
      storedProgress({
        softwareB1Module1_2: { ...emptyPage(), links: ['Old place'], visited: true },
        softwareB1Module2_2: { ...emptyPage(), links: ['New place'] },
      }),
    );
    store().switchMember('at1234', { softwareB1Module1_2: 'softwareB1Module2_2' });
    expect(store().pages.softwareB1Module2_2).toMatchObject({ links: ['New place', 'Old place'], visited: true });
    expect(store().pages.softwareB1Module1_2).toBeUndefined();
    expect(Object.keys(saved('at1234').state.pages)).toEqual(['softwareB1Module2_2']);
    // An older tab still writing the former key: its work arrives under the current one.
    store().markLink('softwareB1Module2_2', 'Third');
    expect(saved('at1234').state.pages.softwareB1Module2_2.links).toEqual(['New place', 'Old place', 'Third']);
  });

  it('keeps one result per quiz on a page when its tasks were reordered', () => {
    store().switchMember('at1234');
    const result = { correct: 2, total: 2, passed: true, quizKey: 'q1:r1:abc' };
    store().setQuiz('p', 2, result);
    store().setQuiz('p', 0, { ...result, correct: 1 });
    expect(Object.keys(saved('at1234').state.pages.p.quizzes)).toEqual(['0']);
    store().setQuiz('p', 1, null, 'q1:r1:abc');
    expect(saved('at1234').state.pages.p.quizzes).toEqual({});
  });

  it('writes nothing while no member is signed in', () => {
    store().markLink('p', 'Docs');
    expect(localStorage.length).toBe(0);
  });
});

describe('storage that never loses work silently', () => {
  it.each([
    ['corrupted JSON', '{broken'],
    ['an old version', JSON.stringify({ state: { pages: { p: emptyPage() } }, version: 0 })],
    ['a record failing the schema', JSON.stringify({ state: { pages: { p: { links: 5 } } }, version: 1 })],
  ])('copies %s to the backup key before starting afresh, and tells the member once', (_what, raw) => {
    localStorage.setItem('onboarding-progress:cc3333', raw);
    store().switchMember('CC3333');
    expect(store().pages).toEqual({});
    expect(localStorage.getItem('onboarding-progress-backup:cc3333')).toBe(raw);
    expect(store().backup).toEqual({ raw, told: false });
    store().markBackupTold();
    store().markLink('p', 'A');
    expect(saved('cc3333').state.pages.p.links).toEqual(['A']);
    store().switchMember(null);
    store().switchMember('cc3333');
    expect(store().backup).toEqual({ raw, told: true });
  });

  it('does not write over unreadable progress it could not back up', () => {
    localStorage.setItem('onboarding-progress:dd4444', '{broken');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store().switchMember('dd4444');
    expect(store().saveFailed).toBe(true);
    jest.restoreAllMocks();
    store().markLink('p', 'A');
    expect(store().pages.p.links).toEqual(['A']);
    expect(localStorage.getItem('onboarding-progress:dd4444')).toBe('{broken');
  });

  it('says so when a write fails, keeps the progress in memory, and recovers when writing works again', () => {
    store().switchMember('at1234');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store().markLink('p', 'A')).not.toThrow();
    expect(store().saveFailed).toBe(true);
    expect(store().pages.p.links).toEqual(['A']);
    setItem.mockRestore();
    store().markLink('p', 'B');
    expect(store().saveFailed).toBe(false);
    expect(saved('at1234').state.pages.p.links).toEqual(['A', 'B']);
  });

  it('applies a change to what another tab saved since, never overwriting it', () => {
    store().switchMember('at1234');
    store().markLink('p', 'A');
    // another tab of the same member saves a document and a quiz this tab has not seen
    localStorage.setItem(
      'onboarding-progress:at1234',
      storedProgress({ p: { ...emptyPage(), links: ['A'], documents: ['D'] }, q: { ...emptyPage(), visited: true } }),
    );
    store().markLink('p', 'B');
    expect(saved('at1234').state.pages.p).toMatchObject({ links: ['A', 'B'], documents: ['D'] });
    expect(saved('at1234').state.pages.q.visited).toBe(true);
  });

  it('shows what another tab saved (the storage event), and ignores other keys', () => {
    store().switchMember('at1234');
    const value = storedProgress({ p: { ...emptyPage(), videos: ['V'] } });
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'onboarding-progress:someone-else', newValue: value, storageArea: localStorage }),
    );
    expect(store().pages).toEqual({});
    window.dispatchEvent(new StorageEvent('storage', { key: 'onboarding-progress:at1234', newValue: value, storageArea: localStorage }));
    expect(store().pages.p.videos).toEqual(['V']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'onboarding-progress:at1234', newValue: null, storageArea: localStorage }));
    expect(store().pages).toEqual({});
  });

  it('asks the browser to keep its storage on the first saved progress, and reports the answer', async () => {
    const persist = jest.fn().mockResolvedValue(true);
    Object.defineProperty(navigator, 'storage', { value: { persist, persisted: jest.fn().mockResolvedValue(false) }, configurable: true });
    store().switchMember('at1234');
    await Promise.resolve();
    expect(store().storageKept).toBe('not-kept');
    store().markLink('p', 'A');
    store().markLink('p', 'B');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(persist).toHaveBeenCalledTimes(1);
    expect(store().storageKept).toBe('kept');
    Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
  });
});

describe('import', () => {
  const incoming = { p: { ...emptyPage(), links: ['B'], quizzes: { 0: { correct: 3, total: 3, passed: true, quizKey: 'k' } } } };

  it('merges into the saved progress', () => {
    store().switchMember('at1234');
    store().markLink('p', 'A');
    store().importProgress(incoming, 'merge');
    expect(saved('at1234').state.pages.p).toMatchObject({ links: ['A', 'B'], quizzes: { 0: { passed: true } } });
  });

  it('replaces the saved progress', () => {
    store().switchMember('at1234');
    store().markLink('other', 'A');
    store().importProgress(incoming, 'replace');
    expect(saved('at1234').state.pages).toEqual(incoming);
    expect(store().pages).toEqual(incoming);
  });
});

describe('settling a page record onto identities', () => {
  it('moves names and task positions onto identities when the module page opens, and writes nothing when nothing moves', async () => {
    const guide = 'https://docs.example.test/guide';
    const tasks = [
      requirements({ key: 'Read', requiredActions: ['clickLinks'], requiredLinks: [guide], names: { links: { [guide]: 'Guide' } } }),
      ...UPLOAD_TASKS,
    ];
    localStorage.setItem(
      'onboarding-progress:st1',
      storedProgress({ p: { ...emptyPage(), visited: true, links: ['Guide'], uploads: { 1: { count: 1, names: ['a.png'] } } } }),
    );
    store().switchMember('st1');
    store().settlePage('p', tasks, { links: { [guide]: 'Guide' } });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the mover is fetched when first needed
    expect(saved('st1').state.pages.p).toMatchObject({ links: [guide], uploads: { 'Upload a photo': { count: 1 } } });
    const before = localStorage.getItem('onboarding-progress:st1');
    store().settlePage('p', tasks, { links: { [guide]: 'Guide' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('onboarding-progress:st1')).toBe(before);
  });
});
