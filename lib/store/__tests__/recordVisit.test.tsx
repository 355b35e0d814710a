import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMember } from '@/lib/auth/member';
import { useLastVisitStore } from '@/lib/store/lastVisit';
import { useProgressStore } from '@/lib/store/progress';
import { useSessionStore } from '@/lib/store/session';
import { useRecordVisit } from '@/lib/store/useRecordVisit';

const PAGE = 'softwareB2Module1_1';

function ModulePage() {
  useRecordVisit(PAGE);
  return <h1>Module 1.1</h1>;
}

/** Reads the store where the browser is about to paint: after every layout effect of the commit, before any passive one. */
function BeforePaint({ seen }: { seen: { visited: boolean; last: string | null }[] }) {
  useLayoutEffect(() => {
    seen.push({ visited: useProgressStore.getState().pages[PAGE]?.visited ?? false, last: useLastVisitStore.getState().pageKey });
  });
  return null;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ member: createMember('Ada Test', 'at1234', 1727000000000), ready: true });
  useProgressStore.getState().switchMember('at1234');
  useLastVisitStore.getState().load('at1234');
});

describe('opening a module page', () => {
  // A submodule without tasks is complete once visited: a member who sees it and leaves at once has
  // it complete. With the visit recorded after the paint, /programs once opened before it was.
  it('records the visit and the last page before the page is painted, and saves them', () => {
    const seen: { visited: boolean; last: string | null }[] = [];
    render(
      <>
        <ModulePage />
        <BeforePaint seen={seen} />
      </>,
    );
    expect(seen[0]).toEqual({ visited: true, last: PAGE });
    expect(JSON.parse(localStorage.getItem('onboarding-progress:at1234')!).state.pages[PAGE].visited).toBe(true);
  });
});
