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
import { MEMBER_STORAGE_KEY, parseStoredMember, type Member } from '@/lib/auth/member';
import { currentAccessId, isUsableKey, KEY_STORAGE_KEY, keyFor, parseStoredKey } from '@/lib/seal/access';
import { setSessionKey } from '@/lib/seal/sessionKey';

type SessionState = {
  member: Member | null;
  /**
   * The content key of this build (base64), which opens the sealed members' pages. A member is
   * signed in only with a key that belongs to this build: 'member' alone (written by hand, or from
   * before the access code changed) counts as signed out.
   */
  contentKey: string | null;
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

/** The signed-in member of this tab, or of this device when 'Keep me signed in' was chosen. */
function storedSignIn(now: number): { member: Member; contentKey: string } | 'unusable' | null {
  const accessNow = currentAccessId();
  let seen = false;
  for (const kind of ['sessionStorage', 'localStorage'] as const) {
    const rawMember = read(kind, MEMBER_STORAGE_KEY);
    const rawKey = read(kind, KEY_STORAGE_KEY);
    if (rawMember === null && rawKey === null) continue;
    seen = true;
    const member = parseStoredMember(rawMember);
    const key = parseStoredKey(rawKey);
    if (member && isUsableKey(key, accessNow, now)) {
      if (kind === 'localStorage') {
        // A kept sign-in also becomes this tab's session, as a sign-in would.
        attempt(() => browserStorage('sessionStorage')?.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member)));
        attempt(() => browserStorage('sessionStorage')?.setItem(KEY_STORAGE_KEY, JSON.stringify({ access: key.access, key: key.key })));
      }
      return { member, contentKey: key.key };
    }
  }
  return seen ? 'unusable' : null;
}

export const useSessionStore = create<SessionState>()((set) => ({
  member: null,
  contentKey: null,
  ready: false,
  signingOut: false,
  sessionSaved: true,
  expired: false,
  restore: () => {
    const found = storedSignIn(Date.now());
    if (found === null || found === 'unusable') {
      if (found === 'unusable') forgetSignIn();
      set({ member: null, contentKey: null, ready: true, expired: found === 'unusable' });
      return;
    }
    set({ ...found, ready: true, expired: false });
  },
  signIn: (member, contentKey, keep = false) => {
    const now = Date.now();
    const accessNow = currentAccessId() ?? '';
    const session = browserStorage('sessionStorage');
    const saved =
      session !== null &&
      attempt(() => session.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member))) &&
      attempt(() => session.setItem(KEY_STORAGE_KEY, JSON.stringify(keyFor(contentKey, accessNow, false, now))));
    const device = browserStorage('localStorage');
    if (keep) {
      attempt(() => device?.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member)));
      attempt(() => device?.setItem(KEY_STORAGE_KEY, JSON.stringify(keyFor(contentKey, accessNow, true, now))));
    } else {
      for (const key of [MEMBER_STORAGE_KEY, KEY_STORAGE_KEY]) attempt(() => device?.removeItem(key));
    }
    set({ member, contentKey, ready: true, signingOut: false, sessionSaved: saved, expired: false });
  },
  signOut: () => {
    forgetSignIn();
    set({ member: null, contentKey: null, ready: true, signingOut: true, sessionSaved: true, expired: false });
  },
  expire: () => {
    forgetSignIn();
    set({ member: null, contentKey: null, ready: true, signingOut: false, expired: true });
  },
  finishSignOut: () => set({ signingOut: false }),
}));

// The sealed files are opened with the session's key: hand it over whenever it changes.
useSessionStore.subscribe((state) => setSessionKey(state.contentKey));
if (typeof window !== 'undefined') useSessionStore.getState().restore();

export const useMember = () => useSessionStore((s) => s.member);
export const useIsAuthenticated = () => useSessionStore((s) => s.member !== null);
export const useSessionReady = () => useSessionStore((s) => s.ready);
export const useSigningOut = () => useSessionStore((s) => s.signingOut);
export const useSessionSaved = () => useSessionStore((s) => s.sessionSaved);
export const useSignInExpired = () => useSessionStore((s) => s.expired);
export const useContentKey = () => useSessionStore((s) => s.contentKey);
