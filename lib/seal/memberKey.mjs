/**
 * The members' content key and what the site may publish about it: the one implementation, run by
 * the build (tools/config/accessCode.mjs, in Node's `globalThis.crypto`) and by the sign-in form
 * (lib/seal/crypto.ts, in the browser's WebCrypto). Plain JavaScript so that next.config.mjs can run
 * it without a compiler; its types are in ./memberKey.d.mts.
 *
 * The content key is PBKDF2-SHA-256(access code, salt, 600,000 iterations), 32 bytes. The salt stays
 * the same from build to build (tools/config/accessCode.mjs chooses it), so a new build made with the same
 * code has the same key and a member's kept sign-in still opens it after a deploy. The public record
 * (`v: 2`) holds the salt, the iteration count and a check value, SHA-256 of a label and the key:
 * the browser knows a typed code is right when the key it derives has that check, and the check
 * says nothing of the key (a hash of 256 random-looking bits). Why this is as safe as a random key
 * per build: docs/decisions/members.md ("Sealed at build").
 */

/** The access record's version: 1 was a random key per build, wrapped under the code. */
export const ACCESS_VERSION = 2;

/**
 * OWASP's figure for PBKDF2-SHA-256 (2023). The browser hashes the typed code during the
 * one-second sign-in delay (SIGN_IN_DELAY_MS in components/Login/LoginForm.tsx), so a phone's
 * hashing time is hidden by it (measured: see docs/security.md).
 */
export const ACCESS_ITERATIONS = 600_000;

/** Tells the check value apart from any other hash of the key. */
const CHECK_LABEL = 'neurotech members content key check v2\0';

function subtle() {
  const s = globalThis.crypto?.subtle;
  // Browsers offer WebCrypto only on https:// (and localhost): say so instead of a TypeError.
  if (!s) throw new Error('Sign-in needs a secure (https://) connection to this site');
  return s;
}

/** @param {Uint8Array} bytes */
export function toBase64(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The content key (raw, 32 bytes): PBKDF2-SHA-256 of the code in NFC, so é typed either way is one code. */
export async function deriveContentKey(code, salt, iterations = ACCESS_ITERATIONS) {
  const material = await subtle().importKey('raw', new TextEncoder().encode(code.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, 256));
}

/** The published check of a content key (base64 of SHA-256(label ‖ key)). */
export async function keyCheck(contentKey) {
  const label = new TextEncoder().encode(CHECK_LABEL);
  const data = new Uint8Array(label.length + contentKey.length);
  data.set(label);
  data.set(contentKey, label.length);
  return toBase64(new Uint8Array(await subtle().digest('SHA-256', data)));
}

/** The content key for `code` and its public record (the shape of `AccessRecord` in ./crypto). */
export async function createAccess(code, salt, iterations = ACCESS_ITERATIONS) {
  const contentKey = await deriveContentKey(code, salt, iterations);
  const access = { v: ACCESS_VERSION, salt: toBase64(salt), iterations, check: await keyCheck(contentKey) };
  return { access, contentKey };
}
