/**
 * This build's public access record (inlined by next.config.mjs from tools/config/accessCode.mjs) and the
 * content key as a member's session keeps it. Which storage holds the key, and why, is in
 * docs/decisions/members.md ("Sealed at build").
 */
import { storageName } from '@/lib/asset';
import type { AccessRecord } from './crypto';

/** The key beside 'member' in session storage (and, kept on this device, in local storage). */
export const KEY_STORAGE_KEY = storageName('member-key');

/**
 * When a member last pressed Logout on this device (ms), in local storage: every tab's sign-in made
 * before it is over, the tabs open now (told by the storage event) and those reloaded later.
 */
export const SIGNED_OUT_STORAGE_KEY = storageName('member-signed-out');

/** 'Keep me signed in on this device' lasts this long, then sign-in is asked again. */
export const KEEP_SIGNED_IN_DAYS = 30;

/**
 * `access`: the key's public name (`accessId`, the same for every build with the same code);
 * `expires` (ms): when a kept sign-in ends, copied with it into a tab's session; `since` (ms): when
 * the member signed in, so that a Logout in another tab since then ends it (absent before it was kept).
 */
export type StoredKey = { access: string; key: string; expires?: number; since?: number };

/**
 * A short public name of the key (the start of its check value): the same for every build made with
 * the same code and salt, so a kept key still belongs after a deploy, and a stored key made for
 * another code (or by a v1 build, whose name was the start of its wrapped key) is known stale at once,
 * without opening anything. Here rather than in ./crypto so that the session store, in every page,
 * does not carry the cipher code.
 */
export function accessId(access: AccessRecord): string {
  return access.check.slice(0, 22);
}

export function currentAccess(): AccessRecord | null {
  const json = process.env.NEXT_PUBLIC_MEMBER_ACCESS;
  if (!json) return null;
  try {
    return JSON.parse(json) as AccessRecord;
  } catch {
    return null;
  }
}

/** This build's key name (`accessId`), or null in a build without an access record. */
export function currentAccessId(): string | null {
  const access = currentAccess();
  return access ? accessId(access) : null;
}

/** The stored key, or null for anything missing, unparsable or wrongly shaped. Never throws. */
export function parseStoredKey(raw: string | null): StoredKey | null {
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v !== 'object' || v === null || typeof v.access !== 'string' || typeof v.key !== 'string') return null;
    if (v.expires !== undefined && typeof v.expires !== 'number') return null;
    if (v.since !== undefined && typeof v.since !== 'number') return null;
    return {
      access: v.access,
      key: v.key,
      ...(typeof v.expires === 'number' ? { expires: v.expires } : {}),
      ...(typeof v.since === 'number' ? { since: v.since } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * A key made for this build, not yet expired, and not signed out since (`signedOutAt`: the device's
 * last Logout). Whether it opens the files is seen when one is opened.
 */
export function isUsableKey(
  stored: StoredKey | null,
  accessNow: string | null,
  now: number,
  signedOutAt: number | null = null,
): stored is StoredKey {
  return (
    stored !== null &&
    accessNow !== null &&
    stored.access === accessNow &&
    (stored.expires === undefined || stored.expires > now) &&
    (signedOutAt === null || (stored.since ?? 0) > signedOutAt)
  );
}

export function keyFor(raw: string, accessNow: string, keep: boolean, now: number): StoredKey {
  return { access: accessNow, key: raw, since: now, ...(keep ? { expires: now + KEEP_SIGNED_IN_DAYS * 24 * 60 * 60 * 1000 } : {}) };
}
