/**
 * The bytes under a progress code: base64url text, FNV-1a checksums, and a reader that throws when a
 * code ends early, so a cut or padded code is refused whole rather than half read.
 */

/** FNV-1a over bytes: a checksum and a fingerprint, not a secret. */
export function fnv(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}
export const utf8 = (s: string) => new TextEncoder().encode(s);

export function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

export const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
export const u24 = (n: number) => [(n >>> 16) & 255, (n >>> 8) & 255, n & 255];
export const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
export const bits = (flags: readonly boolean[]) =>
  Array.from({ length: Math.ceil(flags.length / 8) }, (_, i) =>
    flags.slice(i * 8, i * 8 + 8).reduce((byte, on, j) => byte | (on ? 1 << j : 0), 0),
  );
/** Length (one byte) and UTF-8, cut at 255 bytes. */
export const text = (s: string) => {
  const b = utf8(s).slice(0, 255);
  return [b.length, ...b];
};
export const byte = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
/** A whole number 0 or more in as few bytes as it needs, 7 bits a byte, low bits first (LEB128). */
export function varint(n: number): number[] {
  const out: number[] = [];
  let rest = Math.max(0, Math.floor(n));
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
}

const DAY = 86_400_000;
/** 'YYYY-MM-DD' as days since 1970 (two bytes reach 2149), and back. */
export const dayNumber = (date: string) => Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY);
export const dayText = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** The body with its checksum appended, as the text after `NTPn.`. */
export const sealBody = (body: readonly number[]) => {
  const bytes = Uint8Array.from(body);
  return toBase64Url(Uint8Array.from([...bytes, ...u32(fnv(bytes))]));
};

/** The body of a code whose checksum holds, or null. */
export function openBody(encoded: string, shortest: number): Uint8Array | null {
  const all = fromBase64Url(encoded);
  if (!all || all.length < shortest + 4) return null;
  const body = all.subarray(0, all.length - 4);
  return fnv(body) === new DataView(all.buffer, all.byteOffset + all.length - 4, 4).getUint32(0) ? body : null;
}

/** Reads a body front to back; every read past its end throws. */
export function reader(bytes: Uint8Array) {
  let i = 0;
  const next = () => {
    if (i >= bytes.length) throw new RangeError('short');
    return bytes[i++];
  };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const r = {
    next,
    u16: () => (next() << 8) | next(),
    u24: () => (next() << 16) | (next() << 8) | next(),
    u32: () => ((next() << 24) | (next() << 16) | (next() << 8) | next()) >>> 0,
    varint: () => {
      let n = 0;
      for (let scale = 1; ; scale *= 0x80) {
        const b = next();
        n += (b & 0x7f) * scale;
        if (b < 0x80 || scale > 2 ** 42) return n;
      }
    },
    text: () => decoder.decode(Uint8Array.from({ length: next() }, next)),
    bits: (n: number) => {
      const packed = Array.from({ length: Math.ceil(n / 8) }, next);
      return Array.from({ length: n }, (_, k) => (packed[k >> 3] & (1 << (k & 7))) !== 0);
    },
    done: () => i === bytes.length,
  };
  return r;
}
