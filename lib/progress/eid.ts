/**
 * One member, one progress record: EIDs are compared without case and without spaces, so
 * ' AB123 ' typed at one sign-in and 'ab123' at the next reach the same saved progress.
 */
export function normalizeEid(eid: string): string {
  return eid.replace(/\s+/g, '').toLowerCase();
}

export const sameEid = (a: string, b: string) => normalizeEid(a) === normalizeEid(b);
