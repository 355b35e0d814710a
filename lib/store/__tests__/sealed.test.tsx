import { act, render, screen } from '@testing-library/react';
import { createMember } from '@/lib/auth/member';
import { openSealed } from '@/lib/seal/client';
import { useSealed } from '@/lib/store/sealed';
import { useMember, useSessionStore } from '@/lib/store/session';

jest.mock('@/lib/seal/client', () => {
  const actual = jest.requireActual('@/lib/seal/client');
  return { ...actual, openSealed: jest.fn(), forgetOpened: jest.fn() };
});

const member = createMember('Ada Test', 'at1234', 1727000000000);
const access = { v: 2, salt: 'c2FsdA==', iterations: 600000, check: 'Y2hlY2stdmFsdWUtb2YtdGhpcy1rZXktMTIzNDU2Nzg=' };
process.env.NEXT_PUBLIC_MEMBER_ACCESS = JSON.stringify(access);
const KEY = 'Y29udGVudC1rZXktb2YtdGhpcy1idWlsZC0xMjM0NTY=';
const DAY = 24 * 60 * 60 * 1000;
const opened = jest.mocked(openSealed);

/** A members' page as the guard and the sealed frame draw it: its text only for a member, once opened. */
function GeneralInfo() {
  const signedIn = useMember() !== null;
  const sealed = useSealed<{ text: string }>('general-info');
  if (!signedIn) return <p>Members only</p>;
  return <p>{sealed.status === 'ready' ? sealed.data.text : 'Opening the page…'}</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  // Signed out: what an earlier test opened goes with its session.
  useSessionStore.setState({ member: null, contentKey: null, expires: null, ready: true, expired: false });
  opened.mockReset();
  opened.mockResolvedValue({ text: 'The General Skills Block holds the core modules for everyone.' });
});

afterEach(() => jest.restoreAllMocks());

describe('a members page already opened in the tab', () => {
  it('is not shown again once a kept sign-in is past its end, and the sign-in page is told it expired', async () => {
    const now = Date.now();
    useSessionStore.getState().signIn(member, KEY, true);
    const page = render(<GeneralInfo />);
    expect(await screen.findByText(/General Skills Block/)).toBeVisible();
    page.unmount(); // another page of the tab is shown meanwhile

    jest.spyOn(Date, 'now').mockReturnValue(now + 30 * DAY + 1000);
    render(<GeneralInfo />); // Back to the page opened before
    expect(screen.queryByText(/General Skills Block/)).toBeNull();
    expect(screen.getByText('Members only')).toBeVisible();
    // The page's own effect has ended the sign-in: its entries are gone, and the sign-in page says why.
    expect(useSessionStore.getState()).toMatchObject({ member: null, contentKey: null, expired: true });
    expect(localStorage.getItem('member-key')).toBeNull();
    expect(sessionStorage.getItem('member-key')).toBeNull();
  });

  it('is shown again before its end, from what was opened (the file is not opened twice)', async () => {
    const now = Date.now();
    useSessionStore.getState().signIn(member, KEY, true);
    const page = render(<GeneralInfo />);
    expect(await screen.findByText(/General Skills Block/)).toBeVisible();
    page.unmount();
    jest.spyOn(Date, 'now').mockReturnValue(now + 29 * DAY);
    render(<GeneralInfo />);
    expect(screen.getByText(/General Skills Block/)).toBeVisible();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('forgets what was opened when the session ends, so a later sign-in opens the file again', async () => {
    useSessionStore.getState().signIn(member, KEY);
    const page = render(<GeneralInfo />);
    expect(await screen.findByText(/General Skills Block/)).toBeVisible();
    act(() => useSessionStore.getState().signOut());
    expect(screen.queryByText(/General Skills Block/)).toBeNull();
    page.unmount();
    useSessionStore.getState().signIn(member, KEY);
    render(<GeneralInfo />);
    expect(screen.getByText('Opening the page…')).toBeVisible();
    expect(await screen.findByText(/General Skills Block/)).toBeVisible();
    expect(opened).toHaveBeenCalledTimes(2);
  });
});
