/** The signed-in Member as stored in session storage under 'member' (spec sections 3 and 7.3). */
import { z } from 'zod';

export const MEMBER_STORAGE_KEY = 'member';

const memberSchema = z
  .object({
    memberId: z.string().min(1),
    fullName: z.string().trim().min(1),
    eid: z.string().trim().min(1),
    role: z.literal('member'),
  })
  .strict();

export type Member = z.output<typeof memberSchema>;

/** The stored Member, or null for anything missing, unparsable or wrongly shaped. Never throws. */
export function parseStoredMember(raw: string | null): Member | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = memberSchema.safeParse(value);
  return result.success ? result.data : null;
}

export function createMember(fullName: string, eid: string, now: number = Date.now()): Member {
  return { memberId: String(now), fullName: fullName.trim(), eid: eid.trim(), role: 'member' };
}
