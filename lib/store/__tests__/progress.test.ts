import { useProgressStore } from '../progress';

const store = () => useProgressStore.getState();

beforeEach(() => {
  localStorage.clear();
  store().switchMember(null);
});

describe('the progress store', () => {
  it('saves progress under the member’s EID with the schema version', () => {
    store().switchMember('at1234');
    store().markLink('softwareB1Module1_1', 'Docs');
    store().markLink('softwareB1Module1_1', 'Docs');
    store().markVideo('softwareB1Module1_2', 'Intro', true);
    const saved = JSON.parse(localStorage.getItem('onboarding-progress:at1234')!);
    expect(saved.version).toBe(1);
    expect(saved.state.pages.softwareB1Module1_1.links).toEqual(['Docs']);
    expect(saved.state.pages.softwareB1Module1_2).toMatchObject({ videos: ['Intro'], restricted: ['Intro'] });
    expect(store().hydratedFor).toBe('at1234');
  });

  it('keeps each member’s progress apart and never overwrites another record when switching', () => {
    store().switchMember('aa1111');
    store().markDocument('p', 'Guide');
    store().switchMember('bb2222');
    expect(store().pages).toEqual({});
    store().setUpload('p', 0, { count: 1, names: ['a.png'] });
    store().switchMember('aa1111');
    expect(store().pages.p.documents).toEqual(['Guide']);
    expect(store().pages.p.uploads).toEqual({});
    expect(JSON.parse(localStorage.getItem('onboarding-progress:bb2222')!).state.pages.p.uploads[0].count).toBe(1);
  });

  it('starts empty, without crashing, on corrupted or old saved data', () => {
    localStorage.setItem('onboarding-progress:cc3333', '{broken');
    store().switchMember('cc3333');
    expect(store().pages).toEqual({});
    localStorage.setItem('onboarding-progress:dd4444', JSON.stringify({ state: { pages: { p: {} } }, version: 0 }));
    store().switchMember('dd4444');
    expect(store().pages).toEqual({});
  });

  it('clears quiz and upload records and resets everything', () => {
    store().switchMember('at1234');
    store().setQuiz('p', 0, { correct: 1, total: 1, passed: true, quizKey: 'k' });
    store().setQuiz('p', 0, null);
    expect(store().pages.p.quizzes).toEqual({});
    store().markVisited('p');
    store().reset();
    expect(store().pages).toEqual({});
    expect(JSON.parse(localStorage.getItem('onboarding-progress:at1234')!).state.pages).toEqual({});
  });

  it('writes nothing while no member is signed in', () => {
    store().markLink('p', 'Docs');
    expect(localStorage.length).toBe(0);
  });
});
