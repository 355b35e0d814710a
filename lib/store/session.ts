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

type SessionState = {
  member: Member | null;
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
  restore: () => void;
  signIn: (member: Member) => void;
  signOut: () => void;
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

export const useSessionStore = create<SessionState>()((set) => ({
  member: null,
  ready: false,
  signingOut: false,
  sessionSaved: true,
  restore: () => {
    const storage = browserStorage('sessionStorage');
    let raw: string | null = null;
    attempt(() => (raw = storage?.getItem(MEMBER_STORAGE_KEY) ?? null));
    const member = parseStoredMember(raw);
    if (raw !== null && member === null) attempt(() => storage?.removeItem(MEMBER_STORAGE_KEY));
    set({ member, ready: true });
  },
  signIn: (member) => {
    const storage = browserStorage('sessionStorage');
    const saved = storage !== null && attempt(() => storage.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member)));
    set({ member, ready: true, signingOut: false, sessionSaved: saved });
  },
  signOut: () => {
    attempt(() => browserStorage('sessionStorage')?.removeItem(MEMBER_STORAGE_KEY));
    attempt(() => browserStorage('localStorage')?.removeItem(MEMBER_STORAGE_KEY));
    set({ member: null, ready: true, signingOut: true, sessionSaved: true });
  },
  finishSignOut: () => set({ signingOut: false }),
}));

if (typeof window !== 'undefined') useSessionStore.getState().restore();

export const useMember = () => useSessionStore((s) => s.member);
export const useIsAuthenticated = () => useSessionStore((s) => s.member !== null);
export const useSessionReady = () => useSessionStore((s) => s.ready);
export const useSigningOut = () => useSessionStore((s) => s.signingOut);
export const useSessionSaved = () => useSessionStore((s) => s.sessionSaved);
