'use client';
/**
 * The member session. Components read it through the hooks below and never touch storage.
 *
 * The store reads session storage once, on the client, when this module loads. zustand hands React
 * the initial state (not signed in, not yet known) while hydrating, so server HTML and the first
 * client render agree; `ready` turns true on the next render, and only then may a guard decide.
 */
import { create } from 'zustand';
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
  restore: () => void;
  signIn: (member: Member) => void;
  signOut: () => void;
  /** Called once the navigation that follows a sign-out has landed outside the members area. */
  finishSignOut: () => void;
};

function safeStorage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled by the browser: behave as a fresh visitor
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  member: null,
  ready: false,
  signingOut: false,
  restore: () => {
    const storage = safeStorage('sessionStorage');
    const raw = storage?.getItem(MEMBER_STORAGE_KEY) ?? null;
    const member = parseStoredMember(raw);
    if (raw !== null && member === null) storage?.removeItem(MEMBER_STORAGE_KEY);
    set({ member, ready: true });
  },
  signIn: (member) => {
    safeStorage('sessionStorage')?.setItem(MEMBER_STORAGE_KEY, JSON.stringify(member));
    set({ member, ready: true, signingOut: false });
  },
  signOut: () => {
    safeStorage('sessionStorage')?.removeItem(MEMBER_STORAGE_KEY);
    safeStorage('localStorage')?.removeItem(MEMBER_STORAGE_KEY);
    set({ member: null, ready: true, signingOut: true });
  },
  finishSignOut: () => set({ signingOut: false }),
}));

if (typeof window !== 'undefined') useSessionStore.getState().restore();

export const useMember = () => useSessionStore((s) => s.member);
export const useIsAuthenticated = () => useSessionStore((s) => s.member !== null);
export const useSessionReady = () => useSessionStore((s) => s.ready);
export const useSigningOut = () => useSessionStore((s) => s.signingOut);
