'use client';
/**
 * The member session. Components read it through the hooks below and never touch storage.
 *
 * The store reads session storage once, on the client, when this module loads. zustand hands React
 * the initial state (not signed in, not yet known) while hydrating, so server HTML and the first
 * client render agree; `ready` turns true on the next render, and only then may a guard decide.
 */
import { create } from 'zustand';
import { browserStorage } from './browserStorage';
import { loadAfresh } from './loadAfresh';
import { MEMBER_STORAGE_KEY, parseStoredMember, type Member } from '@/lib/auth/member';
import { isMembersAreaPath, loginPathFor } from '@/lib/auth/redirect';
import { basePath } from '@/lib/asset';
import { currentAccessId, isUsableKey, KEY_STORAGE_KEY, keyFor, parseStoredKey, SIGNED_OUT_STORAGE_KEY } from '@/lib/seal/access';
import { setSessionKey } from '@/lib/seal/sessionKey';

type SessionState = {
  member: Member | null;
  /**
   * The content key of this build (base64), which opens the sealed members' pages. A member is
   * signed in only with a key that belongs to this build: 'member' alone (written by hand, or from
   * before the access code changed) counts as signed out.
   */
  contentKey: string | null;
  /** When a kept sign-in ends (ms); checked whenever the key is used, not only at page load. */
  expires: number | null;
  /** False until session storage has been read: neither signed in nor signed out is known yet. */
  ready: boolean;
  /**
   * True from sign-out until the visitor has left the members area: the guard then does not send
   * the visitor to /login, because logout is already on its way to '/'.
   */
  signingOut: boolean;
  /**
   * False when the browser refused to keep the sign-in (session storage disabled or full): the
   * member stays signed in for this tab only, until it is reloaded or closed, and is told so.
   */
  sessionSaved: boolean;
  /** True when a stored sign-in could not be used (another build's key, expired, or no key): the sign-in page says so. */
  expired: boolean;
  restore: () => void;
  signIn: (member: Member, contentKey: string, keep?: boolean) => void;
  signOut: () => void;
  /** A stored sign-in turned out unusable (its key does not open this build's files). */
  expire: () => void;
  /** Called once the navigation that follows a sign-out has landed outside the members area. */
  finishSignOut: () => void;
  /** Logout was pressed in another tab: this one is signed out too, and leaves the members area. */
  signedOutElsewhere: () => void;
};

/** Runs a storage call; false when the browser refuses it (it may throw on any call). */
function attempt(call: () => void): boolean {
  try {
    call();
    return true;
  } catch {
    return false;
  }
}

function read(kind: 'sessionStorage' | 'localStorage', key: string): string | null {
  let raw: string | null = null;
  attempt(() => (raw = browserStorage(kind)?.getItem(key) ?? null));
  return raw;
}

/** Logout and an unusable sign-in: 'member' and its key go from both storages (saved progress stays). */
function forgetSignIn() {
  for (const kind of ['sessionStorage', 'localStorage'] as const) {
    for (const key of [MEMBER_STORAGE_KEY, KEY_STORAGE_KEY]) attempt(() => browserStorage(kind)?.removeItem(key));
  }
}

/** The device's last Logout (ms), or null when there was none. */
function signedOutAt(): number | null {
  const at = Number(read('localStorage', SIGNED_OUT_STORAGE_KEY));
  return Number.isFinite(at) && at > 0 ? at : null;
}

type Found = { member: Member; contentKey: string; expires: number | null };

/**
 * The signed-in member of this tab, or of this device when 'Keep me signed in' was chosen;
 * 'unusable' for a stored sign-in of another build or an expired one; null for none, or for a
 * sign-in that a Logout in another tab has ended since (signed out, not expired).
 */
function storedSignIn(now: number): Found | 'unusable' | 'signed-out' | null {
  const accessNow = currentAccessId();
  const loggedOut = signedOutAt();
  let seen = false;
  for (const kind of ['sessionStorage', 'localStorage'] as const) {
    const rawMember = read(kind, MEMBER_STORAGE_KEY);
    const rawKey = read(kind, KEY_STORAGE_KEY);
    if (rawMember === null && rawKey === null) continue;
    seen = true;
    const member = parseStoredMember(rawMember);
    const key = parseStoredKey(rawKey);
    if (member && isUsableKey(key, accessNow, now)) {
      if (!isUsableKey(key, accessNow, now, loggedOut)) return 'signed-out';
      if (kind === 'localStorage') {
        // A kept sign-in also becomes this tab's session, as a sign-in would, with its end and start.
        attempt(() => browserStorage('sessionStorage')?.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member)));
        attempt(() => browserStorage('sessionStorage')?.setItem(KEY_STORAGE_KEY, JSON.stringify(key)));
      }
      return { member, contentKey: key.key, expires: key.expires ?? null };
    }
  }
  return seen ? 'unusable' : null;
}

const SIGNED_OUT = { member: null, contentKey: null, expires: null, ready: true } as const;
/** After a Logout, here or in another tab: on its way to '/', not expired. */
const SIGNING_OUT = { ...SIGNED_OUT, signingOut: true, sessionSaved: true, expired: false } as const;

export const useSessionStore = create<SessionState>()((set) => ({
  member: null,
  contentKey: null,
  expires: null,
  ready: false,
  signingOut: false,
  sessionSaved: true,
  expired: false,
  restore: () => {
    const found = storedSignIn(Date.now());
    if (found === null || found === 'unusable' || found === 'signed-out') {
      if (found !== null) forgetSignIn();
      set({ ...SIGNED_OUT, expired: found === 'unusable' });
      return;
    }
    set({ ...found, ready: true, expired: false });
  },
  signIn: (member, contentKey, keep = false) => {
    const now = Date.now();
    const accessNow = currentAccessId() ?? '';
    const session = browserStorage('sessionStorage');
    // Both storages hold the same record: a kept one carries its end into the tab's session too.
    const key = keyFor(contentKey, accessNow, keep, now);
    const stored = JSON.stringify(key);
    const saved =
      session !== null &&
      attempt(() => session.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member))) &&
      attempt(() => session.setItem(KEY_STORAGE_KEY, stored));
    const device = browserStorage('localStorage');
    if (keep) {
      attempt(() => device?.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member)));
      attempt(() => device?.setItem(KEY_STORAGE_KEY, stored));
    } else {
      for (const name of [MEMBER_STORAGE_KEY, KEY_STORAGE_KEY]) attempt(() => device?.removeItem(name));
    }
    set({ member, contentKey, expires: key.expires ?? null, ready: true, signingOut: false, sessionSaved: saved, expired: false });
  },
  signOut: () => {
    forgetSignIn();
    // Tells every other tab of the site (the storage event), and any tab reloaded later.
    attempt(() => browserStorage('localStorage')?.setItem(SIGNED_OUT_STORAGE_KEY, String(Date.now())));
    set(SIGNING_OUT);
  },
  expire: () => {
    forgetSignIn();
    set({ ...SIGNED_OUT, signingOut: false, expired: true });
  },
  finishSignOut: () => set({ signingOut: false }),
  signedOutElsewhere: () => {
    forgetSignIn();
    set(SIGNING_OUT);
  },
}));

/** Whether a kept sign-in's time is up: it then counts as signed out, before anything else runs. */
const isDue = (state: SessionState) => state.member !== null && state.expires !== null && state.expires <= Date.now();

/**
 * Ends a kept sign-in whose time is up (its entries go, and the sign-in page says it expired): before
 * each use of the key, when a tab is looked at again, and when a page has been shown signed out by
 * the hooks below.
 */
export function expireIfDue(): void {
  if (isDue(useSessionStore.getState())) useSessionStore.getState().expire();
}

// The sealed files are opened with the session's key: hand it over whenever it changes, with the
// check of its end that runs before each use.
useSessionStore.subscribe((state) => setSessionKey(state.contentKey, expireIfDue));

const pathInside = () => window.location.pathname.slice(basePath.length) || '/';

/**
 * Every tab follows a Logout in any other (the storage event fires in the others only): it forgets
 * its own copy of the sign-in and, on a members' page, leaves for '/' as Logout does, by a full load
 * so that nothing opened stays in memory. A page the browser restores from its back/forward cache
 * reads the sign-in again before React paints it; a members' page whose sign-in ended meanwhile then
 * loads the sign-in page afresh (the restored page's router need not move, and its memory holds what
 * it decrypted), which reads the stored sign-in itself and says whether it expired. An expired kept
 * sign-in also ends when the tab is looked at again.
 */
function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== SIGNED_OUT_STORAGE_KEY || event.newValue === null) return;
    if (useSessionStore.getState().member === null) return;
    useSessionStore.getState().signedOutElsewhere();
    if (isMembersAreaPath(pathInside())) loadAfresh('/');
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const found = storedSignIn(Date.now());
    if (typeof found === 'object' && found !== null) return useSessionStore.setState({ ...found, ready: true, expired: false });
    if (!isMembersAreaPath(pathInside())) return useSessionStore.getState().restore();
    useSessionStore.setState(SIGNING_OUT); // paints nothing of the page, and keeps the guard from racing the load
    loadAfresh(loginPathFor(pathInside()));
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') expireIfDue();
  });
}

if (typeof window !== 'undefined') {
  useSessionStore.getState().restore();
  followOtherTabs();
}

// The member and the key as a page renders them: read with the clock on every render (each page
// shown, a page already opened in the tab included), so a kept sign-in whose time is up paints
// nothing of the members' area even before expireIfDue has ended it.
const liveMember = (s: SessionState) => (isDue(s) ? null : s.member);
const liveKey = (s: SessionState) => (isDue(s) ? null : s.contentKey);

export const useMember = () => useSessionStore(liveMember);
export const useIsAuthenticated = () => useSessionStore((s) => liveMember(s) !== null);
export const useSessionReady = () => useSessionStore((s) => s.ready);
export const useSigningOut = () => useSessionStore((s) => s.signingOut);
export const useSessionSaved = () => useSessionStore((s) => s.sessionSaved);
export const useSignInExpired = () => useSessionStore((s) => s.expired);
export const useContentKey = () => useSessionStore(liveKey);
