import { createMember } from '@/lib/auth/member';
import { currentAccessId } from '@/lib/seal/access';
import { sessionKey } from '@/lib/seal/sessionKey';
import { loadAfresh } from '@/lib/store/loadAfresh';
import { useSessionStore } from '@/lib/store/session';

jest.mock('@/lib/store/loadAfresh', () => ({ loadAfresh: jest.fn() }));
const loadedAfresh = jest.mocked(loadAfresh);

const member = createMember('Ada Test', 'at1234', 1727000000000);
/** This build's public record, as next.config inlines it (a made-up check value: only its name matters here). */
const access = { v: 2, salt: 'c2FsdA==', iterations: 600000, check: 'Y2hlY2stdmFsdWUtb2YtdGhpcy1rZXktMTIzNDU2Nzg=' };
process.env.NEXT_PUBLIC_MEMBER_ACCESS = JSON.stringify(access);
const KEY = 'Y29udGVudC1rZXktb2YtdGhpcy1idWlsZC0xMjM0NTY=';
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  loadedAfresh.mockClear();
  window.history.replaceState(null, '', '/');
  useSessionStore.setState({ member: null, contentKey: null, ready: false, signingOut: false, expired: false });
});

/** A tab opened later: its session storage starts empty (or, for a page loaded afresh in the same tab, is kept); local storage is the device's. */
function newTab({ keepSession = false } = {}) {
  if (!keepSession) sessionStorage.clear();
  useSessionStore.setState({ member: null, contentKey: null, ready: false, expired: false });
  useSessionStore.getState().restore();
}

describe('the content key beside the member', () => {
  it('restores a member whose key belongs to this build', () => {
    sessionStorage.setItem('member', JSON.stringify(member));
    sessionStorage.setItem('member-key', JSON.stringify({ access: currentAccessId(), key: KEY }));
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ member, contentKey: KEY, ready: true, expired: false });
  });

  it('treats a member without a key (written by hand) as signed out, and says the sign-in expired', () => {
    sessionStorage.setItem('member', JSON.stringify(member));
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ member: null, contentKey: null, ready: true, expired: true });
    expect(sessionStorage.getItem('member')).toBeNull();
  });

  it('treats a key of another build (the access code changed) as signed out, and keeps saved progress', () => {
    localStorage.setItem('onboarding-progress:at1234', '{"v":1}');
    sessionStorage.setItem('member', JSON.stringify(member));
    sessionStorage.setItem('member-key', JSON.stringify({ access: 'another-build', key: KEY }));
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ member: null, expired: true });
    expect(sessionStorage.getItem('member-key')).toBeNull();
    expect(localStorage.getItem('onboarding-progress:at1234')).toBe('{"v":1}');
  });

  it('keeps a sign-in for the tab only, unless asked to keep it on this device', () => {
    useSessionStore.getState().signIn(member, KEY);
    expect(JSON.parse(sessionStorage.getItem('member-key')!)).toEqual({ access: currentAccessId(), key: KEY, since: expect.any(Number) });
    newTab();
    expect(useSessionStore.getState()).toMatchObject({ member: null, expired: false });
  });

  it("'Keep me signed in' survives a new tab for 30 days, then asks again", () => {
    const now = Date.now();
    useSessionStore.getState().signIn(member, KEY, true);
    newTab();
    expect(useSessionStore.getState()).toMatchObject({ member, contentKey: KEY });
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 30 * DAY + 1000);
    newTab();
    expect(useSessionStore.getState()).toMatchObject({ member: null, expired: true });
    expect(localStorage.getItem('member-key')).toBeNull();
    spy.mockRestore();
  });

  it('logout ends a kept sign-in everywhere', () => {
    useSessionStore.getState().signIn(member, KEY, true);
    useSessionStore.getState().signOut();
    for (const storage of [sessionStorage, localStorage]) {
      expect(storage.getItem('member')).toBeNull();
      expect(storage.getItem('member-key')).toBeNull();
    }
    newTab();
    expect(useSessionStore.getState()).toMatchObject({ member: null, expired: false });
  });

  it('expire() signs out and asks for a new sign-in', () => {
    useSessionStore.getState().signIn(member, KEY);
    useSessionStore.getState().expire();
    expect(useSessionStore.getState()).toMatchObject({ member: null, contentKey: null, expired: true });
    expect(sessionStorage.getItem('member')).toBeNull();
  });
});

describe('Logout in one tab ends every tab', () => {
  /** Another tab of the site: its own session storage (a copy of this one's), the device's local storage. */
  function otherTabSignedIn(keep: boolean) {
    useSessionStore.getState().signIn(member, KEY, keep);
    return { member: sessionStorage.getItem('member')!, key: sessionStorage.getItem('member-key')! };
  }

  it('a tab signed in before the Logout reads as signed out on reload, not as expired', () => {
    const other = otherTabSignedIn(false);
    useSessionStore.getState().signOut();
    // The other tab reloads: its session storage still holds its copy.
    sessionStorage.setItem('member', other.member);
    sessionStorage.setItem('member-key', other.key);
    useSessionStore.setState({ member: null, contentKey: null, ready: false });
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ member: null, ready: true, expired: false });
    expect(sessionStorage.getItem('member-key')).toBeNull();
  });

  it('a sign-in after the Logout is kept', () => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    useSessionStore.getState().signOut();
    spy.mockReturnValue(1_800_000_000_500);
    useSessionStore.getState().signIn(member, KEY, true);
    newTab();
    expect(useSessionStore.getState()).toMatchObject({ member, contentKey: KEY });
    spy.mockRestore();
  });

  it('an open tab is signed out by the storage event of a Logout elsewhere', () => {
    otherTabSignedIn(true);
    expect(useSessionStore.getState().member).toEqual(member);
    // What the browser delivers to this tab when another one writes the Logout time.
    localStorage.setItem('member-signed-out', String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'member-signed-out', newValue: String(Date.now()) }));
    expect(useSessionStore.getState()).toMatchObject({ member: null, contentKey: null });
    expect(sessionStorage.getItem('member')).toBeNull();
    expect(sessionKey()).toBeNull();
    expect(loadedAfresh).not.toHaveBeenCalled(); // on a public page it stays
  });

  it('an open members page leaves for the home page by a full load when another tab logs out', () => {
    otherTabSignedIn(false);
    window.history.replaceState(null, '', '/general-info/');
    localStorage.setItem('member-signed-out', String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'member-signed-out', newValue: String(Date.now()) }));
    expect(useSessionStore.getState()).toMatchObject({ member: null, signingOut: true });
    expect(loadedAfresh).toHaveBeenCalledWith('/');
  });

  /** The browser shows this page again from its back/forward cache. */
  function restoreFromCache() {
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
  }

  it('a page restored from the back/forward cache reads the sign-in again', () => {
    otherTabSignedIn(false);
    sessionStorage.clear();
    restoreFromCache();
    expect(useSessionStore.getState().member).toBeNull();
    expect(loadedAfresh).not.toHaveBeenCalled(); // a public page stays, signed out
  });

  it('a members page restored after a Logout in another tab loads the sign-in page afresh, painting nothing meanwhile', () => {
    const now = Date.now();
    otherTabSignedIn(false); // this tab's session storage keeps its copy
    window.history.replaceState(null, '', '/programs/');
    // The other tab's Logout, while this page waited in the cache (no storage event reached it).
    localStorage.setItem('member-signed-out', String(now + 1000));
    restoreFromCache();
    expect(useSessionStore.getState()).toMatchObject({ member: null, contentKey: null, signingOut: true });
    expect(loadedAfresh).toHaveBeenCalledWith('/login?next=%2Fprograms%2F');
    // The sign-in page, loaded afresh, reads the tab's copy: signed out, not expired.
    newTab({ keepSession: true });
    expect(useSessionStore.getState()).toMatchObject({ member: null, expired: false });
  });

  it('a members page restored after its kept sign-in expired leaves the stored sign-in for the sign-in page to call expired', () => {
    const now = Date.now();
    otherTabSignedIn(true);
    window.history.replaceState(null, '', '/general-info/');
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 30 * DAY + 1000);
    restoreFromCache();
    expect(useSessionStore.getState().member).toBeNull();
    expect(loadedAfresh).toHaveBeenCalledWith('/login?next=%2Fgeneral-info%2F');
    newTab({ keepSession: true });
    expect(useSessionStore.getState()).toMatchObject({ member: null, expired: true });
    spy.mockRestore();
  });

  it('a members page restored while its sign-in holds stays signed in', () => {
    otherTabSignedIn(true);
    window.history.replaceState(null, '', '/programs/');
    useSessionStore.setState({ member: null, contentKey: null });
    restoreFromCache();
    expect(useSessionStore.getState()).toMatchObject({ member, contentKey: KEY });
    expect(loadedAfresh).not.toHaveBeenCalled();
  });
});

describe('a kept sign-in ends on time, not only at page load', () => {
  it('ends in the tab it was made in too, after a reload', () => {
    const now = Date.now();
    useSessionStore.getState().signIn(member, KEY, true);
    // A reload: the tab's session storage is read first.
    useSessionStore.setState({ member: null, contentKey: null, expires: null, ready: false });
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ member, contentKey: KEY });
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 30 * DAY + 1000);
    expect(sessionKey()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ member: null, expired: true });
    spy.mockRestore();
  });

  it('is copied into a new tab with its end, and expires when its key is next used', () => {
    const now = Date.now();
    useSessionStore.getState().signIn(member, KEY, true);
    newTab();
    expect(JSON.parse(sessionStorage.getItem('member-key')!).expires).toBeGreaterThan(now);
    expect(sessionKey()).toBe(KEY);
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 30 * DAY + 1000);
    expect(sessionKey()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ member: null, expired: true });
    expect(localStorage.getItem('member-key')).toBeNull();
    expect(sessionStorage.getItem('member-key')).toBeNull();
    spy.mockRestore();
  });
});

describe('session store', () => {
  it('is ready and signed out after reading an empty session storage', () => {
    useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({ member: null, ready: true });
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
    useSessionStore.getState().signIn(member, KEY);
    expect(JSON.parse(sessionStorage.getItem('member')!)).toEqual(member);
    expect(useSessionStore.getState().member).toEqual(member);
  });

  it('signOut clears the member from the store, session storage and local storage', () => {
    useSessionStore.getState().signIn(member, KEY);
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
    expect(() => useSessionStore.getState().signIn(member, KEY)).not.toThrow();
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
    useSessionStore.getState().signIn(member, KEY);
    expect(useSessionStore.getState().sessionSaved).toBe(true);
  });
});
