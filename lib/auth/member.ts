import { storageName } from '@/lib/asset';

/**
 * The signed-in Member as stored in session storage under 'member' (scoped to the base path).
 * Checked by hand rather than with zod: this module is in every page's first load (via the
 * navigation bar), and zod would add about 30 KB of gzipped JavaScript to each.
 */
export const MEMBER_STORAGE_KEY = storageName('member');

export type Member = { memberId: string; fullName: string; eid: string; role: 'member' };

const memberKeys = ['memberId', 'fullName', 'eid', 'role'] as const;

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function isMember(value: unknown): value is Member {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== memberKeys.length || !memberKeys.every((k) => keys.includes(k))) return false; // no junk
  return filled(record.memberId) && filled(record.fullName) && filled(record.eid) && record.role === 'member';
}

/** The stored Member, or null for anything missing, unparsable or wrongly shaped. Never throws. */
export function parseStoredMember(raw: string | null): Member | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isMember(value)) return null;
  return { memberId: value.memberId, fullName: value.fullName.trim(), eid: value.eid.trim(), role: 'member' };
}

export function createMember(fullName: string, eid: string, now: number = Date.now()): Member {
  return { memberId: String(now), fullName: fullName.trim(), eid: eid.trim(), role: 'member' };
}
