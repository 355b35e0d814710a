import { createMember } from '@/lib/auth/member';
import { useSessionStore } from '../session';

const member = createMember('Ada Test', 'at1234', 1727000000000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ member: null, ready: false, signingOut: false });
});

describe('session store', () => {
  it('is ready and signed out after reading an empty session storage', () => {
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ member: null, ready: true });
  });

  it('restores a stored member', () => {
    sessionStorage.setItem('member', JSON.stringify(member));
    useSessionStore.getState().restore();
    expect(useSessionStore.getState().member).toEqual(member);
  });

  it.each(['{oops', '"member"', JSON.stringify({ ...member, role: 'admin' }), JSON.stringify({ ...member, extra: 1 })])(
    'treats %s as signed out and removes it, without an error in the console',
    (raw) => {
      const error = jest.spyOn(console, 'error');
      sessionStorage.setItem('member', raw);
      useSessionStore.getState().restore();
      expect(useSessionStore.getState()).toMatchObject({ member: null, ready: true });
      expect(sessionStorage.getItem('member')).toBeNull();
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
    },
  );

  it('signIn stores the member under "member" in session storage', () => {
    useSessionStore.getState().signIn(member);
    expect(JSON.parse(sessionStorage.getItem('member')!)).toEqual(member);
    expect(useSessionStore.getState().member).toEqual(member);
  });

  it('signOut clears the member from the store, session storage and local storage', () => {
    useSessionStore.getState().signIn(member);
    localStorage.setItem('member', JSON.stringify(member));
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ member: null, signingOut: true });
    expect(sessionStorage.getItem('member')).toBeNull();
    expect(localStorage.getItem('member')).toBeNull();
    useSessionStore.getState().finishSignOut();
    expect(useSessionStore.getState().signingOut).toBe(false);
  });
});

describe('a browser that refuses session storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the member signed in for this tab and says the sign-in is not saved', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => useSessionStore.getState().signIn(member)).not.toThrow();
    expect(useSessionStore.getState()).toMatchObject({ member, ready: true, sessionSaved: false });
  });

  it('reads as signed out when reading throws, and signs out without an error', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ member: null, ready: true });
    expect(() => useSessionStore.getState().signOut()).not.toThrow();
  });

  it('says the sign-in is saved when it is', () => {
    useSessionStore.getState().signIn(member);
    expect(useSessionStore.getState().sessionSaved).toBe(true);
  });
});
