/**
 * Sealing the members' area (docs/decisions/members.md, "Sealed at build"): AES-256-GCM with
 * WebCrypto, the same code at build (Node's `globalThis.crypto`) and in the browser.
 *
 * - One random content key per build encrypts every members' file (`sealBytes`), each with its own
 *   random IV and its name as additional data, so a file cannot be passed off as another.
 * - The content key is wrapped (AES-GCM) with a key derived from the access code by PBKDF2-SHA-256
 *   (600,000 iterations, a random salt per build). The export holds only the salt, the iteration
 *   count, the wrapping IV and the wrapped key (`AccessRecord`): sign-in succeeds exactly when the
 *   wrapped key opens with the typed code.
 */

export const SEAL_VERSION = 1;
const IV_BYTES = 12;

/** What the export publishes about the key: nothing that opens anything without the code. */
export type AccessRecord = { v: typeof SEAL_VERSION; salt: string; iterations: number; iv: string; wrappedKey: string };

/** A damaged, tampered or foreign sealed file or access record: a clear message, never a crash. */
export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealError';
  }
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  let raw: string;
  try {
    raw = atob(text);
  } catch {
    throw new SealError('not base64');
  }
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  // Browsers offer WebCrypto only on https:// (and localhost): say so instead of a TypeError.
  if (!s) throw new Error('Sign-in needs a secure (https://) connection to this site');
  return s;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** The key that wraps the content key: PBKDF2-SHA-256 of the code (NFC), AES-256-GCM. */
async function wrappingKey(code: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', encode(code.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

export function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

/** A new build's key and what may be published about it. */
export async function createAccess(
  code: string,
  iterations: number,
  contentKey: Uint8Array<ArrayBuffer> = randomBytes(32),
): Promise<{ access: AccessRecord; contentKey: Uint8Array<ArrayBuffer> }> {
  const salt = randomBytes(16);
  const iv = randomBytes(IV_BYTES);
  const wrapped = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, await wrappingKey(code, salt, iterations), contentKey));
  return { access: { v: SEAL_VERSION, salt: toBase64(salt), iterations, iv: toBase64(iv), wrappedKey: toBase64(wrapped) }, contentKey };
}

function checkedAccess(access: AccessRecord): {
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  wrapped: Uint8Array<ArrayBuffer>;
} {
  if (access?.v !== SEAL_VERSION || !(access.iterations > 0)) throw new SealError('The sign-in check is not configured in this build');
  return { salt: fromBase64(access.salt), iv: fromBase64(access.iv), wrapped: fromBase64(access.wrappedKey) };
}

/**
 * The content key (raw, 32 bytes) when `code` is this build's access code, null when it is not.
 * Throws a SealError for an access record that cannot be read.
 */
export async function openAccess(access: AccessRecord, code: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const { salt, iv, wrapped } = checkedAccess(access);
  const key = await wrappingKey(code, salt, access.iterations);
  try {
    const raw = new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv }, key, wrapped));
    return raw.length === 32 ? raw : null;
  } catch {
    // AES-GCM checks its tag: a wrong code (or a wrapped key that was changed) does not open.
    return null;
  }
}

export { accessId } from './access';

/** The content key for sealing and opening; not extractable once imported. */
export function importContentKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  if (raw.length !== 32) throw new SealError('A content key has 32 bytes');
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** `iv ‖ ciphertext ‖ tag`, bound to `name`. */
export async function sealBytes(key: CryptoKey, name: string, plain: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const iv = randomBytes(IV_BYTES);
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: encode(name) }, key, plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return out;
}

export async function openBytes(key: CryptoKey, name: string, sealed: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  if (sealed.length < IV_BYTES + 16) throw new SealError(`The members' file "${name}" is damaged (too short)`);
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES), additionalData: encode(name) },
      key,
      sealed.slice(IV_BYTES),
    );
    return new Uint8Array(plain);
  } catch {
    throw new SealError(`The members' file "${name}" does not open with this sign-in: it was changed, or made by another build`);
  }
}

/** gzip through the platform's streams (Node 18+, every current browser): ciphertext does not compress, so the text is compressed first. */
async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
}

/** The value as gzipped JSON, sealed under `name`. */
export async function sealJson(key: CryptoKey, name: string, value: unknown): Promise<Uint8Array<ArrayBuffer>> {
  return sealBytes(key, name, await through(encode(JSON.stringify(value)), new CompressionStream('gzip')));
}

export async function openJson<T>(key: CryptoKey, name: string, sealed: Uint8Array<ArrayBuffer>): Promise<T> {
  const plain = await openBytes(key, name, sealed);
  try {
    return JSON.parse(new TextDecoder().decode(await through(plain, new DecompressionStream('gzip')))) as T;
  } catch {
    throw new SealError(`The members' file "${name}" is damaged (not gzipped JSON)`);
  }
}
