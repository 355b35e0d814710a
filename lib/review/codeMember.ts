/**
 * The member a progress code names, found without the outline it was made for: a code kept or pasted
 * before the curriculum changed can no longer be read, but the officer still needs to know whose it
 * was. An NTP2 code reads without an outline (every entry then counts as retired), so its member is
 * simply read. In an NTP1 code the EID and the name are the last two texts before the checksum
 * (length byte, then UTF-8; lib/progress/code/v1), so they can be found from the end whatever came
 * before. Only a code whose checksum holds is looked into: a damaged one would name someone at random.
 */
import { openBody } from '@/lib/progress/code/bytes';
import { readV2 } from '@/lib/progress/code/v2';

export type CodeMember = { name?: string; eid?: string };

function textOf(bytes: Uint8Array): string | null {
  try {
    const s = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /[\u0000-\u001f\u007f]/.test(s) ? null : s;
  } catch {
    return null;
  }
}

export function memberInCode(code: string): CodeMember {
  const v2 = /^NTP2\.([A-Za-z0-9_-]+)$/.exec(code.trim());
  if (v2) {
    const read = readV2(v2[1], []);
    return read.ok ? { ...(read.progress.fullName ? { name: read.progress.fullName } : {}), eid: read.progress.eid } : {};
  }
  const m = /^NTP1\.([A-Za-z0-9_-]+)$/.exec(code.trim());
  // Fingerprint, time, team, uploads and two length bytes at the least, then the checksum.
  const body = m ? openBody(m[1], 12) : null;
  if (!body) return {};
  // The name's length byte sits where it counts exactly the bytes after it; the EID's likewise before it.
  for (let p = body.length - 1; p > 9; p--) {
    if (body[p] !== body.length - p - 1) continue;
    const name = textOf(body.subarray(p + 1));
    if (name === null) continue;
    for (let q = p - 1; q >= 9; q--) {
      if (body[q] !== p - q - 1) continue;
      const eid = textOf(body.subarray(q + 1, p));
      if (eid && eid.trim()) return name ? { name, eid } : { eid };
    }
  }
  return {};
}
