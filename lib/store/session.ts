'use client';
/**
 * The member session. Components read it through the hooks below and never touch storage.
 *
 * The store reads session storage once, on the client, when this module loads. zustand hands React
 * the initial state (not signed in, not yet known) while hydrating, so server HTML and the first
 * client render agree; `ready` turns true on the next render, and only then may a guard decide.
 * Where a sign-in is kept: ./signInStorage.ts (which one holds: lib/auth/storedSignIn.ts); how every
 * tab follows a Logout in another: ./sessionTabs.ts.
 */
import { create } from 'zustand';
import type { Member } from '@/lib/auth/member';
import { setSessionKey } from '@/lib/seal/sessionKey';
import { followOtherTabs } from './sessionTabs';
import { forgetSignIn, keepSignIn, markSignedOut, storedSignIn } from './signInStorage';

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
    const { saved, expires } = keepSignIn(member, contentKey, keep, Date.now());
    set({ member, contentKey, expires, ready: true, signingOut: false, sessionSaved: saved, expired: false });
  },
  signOut: () => {
    forgetSignIn();
    // Tells every other tab of the site (the storage event), and any tab reloaded later.
    markSignedOut();
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

if (typeof window !== 'undefined') {
  useSessionStore.getState().restore();
  followOtherTabs(useSessionStore, SIGNING_OUT, expireIfDue);
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
