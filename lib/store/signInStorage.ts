/**
 * Where a sign-in is kept: 'member' and its key in session storage (this tab), and in local storage
 * too with 'Keep me signed in' (this device), with the device's last Logout. The browser may refuse
 * any storage call (disabled, full, private mode): each is attempted, and a refusal is an answer.
 * The session store (./session.ts) is the only reader; which stored sign-in holds is lib/auth's rule.
 */
import { MEMBER_STORAGE_KEY, type Member } from '@/lib/auth/member';
import { findSignIn } from '@/lib/auth/storedSignIn';
import { currentAccessId, KEY_STORAGE_KEY, keyFor, SIGNED_OUT_STORAGE_KEY } from '@/lib/seal/access';
import { browserStorage } from './browserStorage';

type Kind = 'sessionStorage' | 'localStorage';

/** Runs a storage call; false when the browser refuses it (it may throw on any call). */
function attempt(call: () => void): boolean {
  try {
    call();
    return true;
  } catch {
    return false;
  }
}

function read(kind: Kind, key: string): string | null {
  let raw: string | null = null;
  attempt(() => (raw = browserStorage(kind)?.getItem(key) ?? null));
  return raw;
}

const write = (kind: Kind, key: string, value: string) => attempt(() => browserStorage(kind)!.setItem(key, value));

/** Logout and an unusable sign-in: 'member' and its key go from both storages (saved progress stays). */
export function forgetSignIn(): void {
  for (const kind of ['sessionStorage', 'localStorage'] as const) {
    for (const key of [MEMBER_STORAGE_KEY, KEY_STORAGE_KEY]) attempt(() => browserStorage(kind)?.removeItem(key));
  }
}

/** The device's last Logout (ms), or null when there was none. */
function signedOutAt(): number | null {
  const at = Number(read('localStorage', SIGNED_OUT_STORAGE_KEY));
  return Number.isFinite(at) && at > 0 ? at : null;
}

/** A Logout on this device now: every other tab hears it (the storage event), and any tab reloaded later. */
export const markSignedOut = () => write('localStorage', SIGNED_OUT_STORAGE_KEY, String(Date.now()));

export type Found = { member: Member; contentKey: string; expires: number | null };

const entries = (kind: Kind) => ({ member: read(kind, MEMBER_STORAGE_KEY), key: read(kind, KEY_STORAGE_KEY) });

/**
 * The stored sign-in that holds (lib/auth/storedSignIn.ts): a kept one also becomes this tab's
 * session, as a sign-in would, with its end and start.
 */
export function storedSignIn(now: number): Found | 'unusable' | 'signed-out' | null {
  const found = findSignIn(entries('sessionStorage'), entries('localStorage'), currentAccessId(), signedOutAt(), now);
  if (found === null || typeof found === 'string') return found;
  if (found.kept) {
    write('sessionStorage', MEMBER_STORAGE_KEY, JSON.stringify(found.member));
    write('sessionStorage', KEY_STORAGE_KEY, JSON.stringify(found.key));
  }
  return { member: found.member, contentKey: found.key.key, expires: found.key.expires ?? null };
}

/**
 * Keeps a new sign-in in this tab, and on this device when `keep` (else removes any kept one). Both
 * storages hold the same record: a kept one carries its end into the tab's session too. `saved`:
 * whether the tab's session storage took it (when not, the member is signed in until a reload).
 */
export function keepSignIn(member: Member, contentKey: string, keep: boolean, now: number): { saved: boolean; expires: number | null } {
  const key = keyFor(contentKey, currentAccessId() ?? '', keep, now);
  const stored = JSON.stringify(key);
  const saved =
    browserStorage('sessionStorage') !== null &&
    write('sessionStorage', MEMBER_STORAGE_KEY, JSON.stringify(member)) &&
    write('sessionStorage', KEY_STORAGE_KEY, stored);
  if (keep) {
    write('localStorage', MEMBER_STORAGE_KEY, JSON.stringify(member));
    write('localStorage', KEY_STORAGE_KEY, stored);
  } else {
    for (const name of [MEMBER_STORAGE_KEY, KEY_STORAGE_KEY]) attempt(() => browserStorage('localStorage')?.removeItem(name));
  }
  return { saved, expires: key.expires ?? null };
}
