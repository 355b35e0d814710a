/**
 * Which stored sign-in holds, from what the two storages hold: the rule the session store
 * (lib/store/session.ts) applies on every page load, on a page restored from the back/forward cache,
 * and after a Logout elsewhere. Pure, so it is tested without a browser; the store reads and writes.
 */
import { isUsableKey, parseStoredKey, type StoredKey } from '@/lib/seal/access';
import { parseStoredMember, type Member } from './member';

/** What one storage holds under 'member' and the key's name, raw (null when absent). */
export type StoredEntries = { member: string | null; key: string | null };

/** A sign-in that holds, and whether it came from the device ('Keep me signed in', local storage). */
export type HeldSignIn = { member: Member; key: StoredKey; kept: boolean };

/**
 * The signed-in member of this tab (session storage), else of this device (local storage);
 * 'unusable' for a stored sign-in of another build, an expired one or a member without a key;
 * 'signed-out' for one that a Logout on this device (`signedOutAt`, ms) has ended since; null when
 * neither storage holds any. `accessNow` is this build's key name (lib/seal/access.ts `accessId`).
 */
export function findSignIn(
  session: StoredEntries,
  device: StoredEntries,
  accessNow: string | null,
  signedOutAt: number | null,
  now: number,
): HeldSignIn | 'unusable' | 'signed-out' | null {
  let seen = false;
  for (const [stored, kept] of [
    [session, false],
    [device, true],
  ] as const) {
    if (stored.member === null && stored.key === null) continue;
    seen = true;
    const member = parseStoredMember(stored.member);
    const key = parseStoredKey(stored.key);
    if (member && isUsableKey(key, accessNow, now)) {
      return isUsableKey(key, accessNow, now, signedOutAt) ? { member, key, kept } : 'signed-out';
    }
  }
  return seen ? 'unusable' : null;
}
