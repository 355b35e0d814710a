/**
 * Sealing the members' area (docs/decisions/members.md, "Sealed at build"): AES-256-GCM with
 * WebCrypto, the same code at build (Node's `globalThis.crypto`) and in the browser.
 *
 * - One content key encrypts every members' file (`sealBytes`), with its name as additional data, so a
 *   file cannot be passed off as another. Its IV is synthetic, as in AES-GCM-SIV (RFC 8452) and SIV
 *   (RFC 5297): HMAC-SHA-256 of the name and the plaintext under a second key derived from the content
 *   key, cut to 96 bits. The same text under the same name gives the same bytes, so a deploy changes
 *   only the files whose text changed; a different text gets a different IV (a 96-bit collision is as
 *   unlikely as with random IVs), so an IV never meets two texts. What this reveals (that a file did
 *   or did not change between two deploys, which the deploy shows anyway) and why it is safe:
 *   docs/decisions/security.md. Files sealed with a random IV (before) open the same way.
 * - The content key is derived from the access code by PBKDF2-SHA-256 (600,000 iterations) with a
 *   salt that stays the same from build to build (./memberKey.mjs, the one implementation, which the
 *   build runs too): a deploy with the same code keeps members signed in. The export holds only the
 *   salt, the iteration count and a check value of the key (`AccessRecord`): sign-in succeeds exactly
 *   when the key derived from the typed code has that check.
 */
import { ACCESS_VERSION, createAccess, deriveContentKey, keyCheck, toBase64 } from './memberKey.mjs';

export { createAccess, toBase64 };

const IV_BYTES = 12;

/** What the export publishes about the key: nothing that opens anything without the code. */
export type AccessRecord = { v: typeof ACCESS_VERSION; salt: string; iterations: number; check: string };

/** A damaged, tampered or foreign sealed file or access record: a clear message, never a crash. */
export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealError';
  }
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

function checkedSalt(access: AccessRecord): Uint8Array<ArrayBuffer> {
  // A record of another version (a v1 build's wrapped key) is not one this code can open.
  if (access?.v !== ACCESS_VERSION || !(access.iterations > 0) || typeof access.check !== 'string')
    throw new SealError('The sign-in check is not configured in this build');
  return fromBase64(access.salt);
}

/**
 * The content key (raw, 32 bytes) when `code` is this build's access code, null when it is not.
 * Throws a SealError for an access record that cannot be read.
 */
export async function openAccess(access: AccessRecord, code: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const salt = checkedSalt(access);
  const raw = await deriveContentKey(code, salt, access.iterations);
  // The check is public: comparing it in constant time would hide nothing.
  return (await keyCheck(raw)) === access.check ? raw : null;
}

export { accessId } from './access';

/** The content key for sealing and opening; not extractable once imported. */
export function importContentKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  if (raw.length !== 32) throw new SealError('A content key has 32 bytes');
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** The build's two keys: the content key (AES-GCM) and the key of the synthetic IVs (HMAC), derived from it. */
export type SealingKeys = { content: CryptoKey; iv: CryptoKey };

/** HKDF's label for the IV key: the content key itself never meets HMAC, nor the IV key AES. */
const IV_KEY_LABEL = 'neurotech sealed file synthetic iv v1';

/** The keys the build seals with, from the content key (raw, 32 bytes). */
export async function importSealingKeys(raw: Uint8Array<ArrayBuffer>): Promise<SealingKeys> {
  const material = await subtle().importKey('raw', raw, 'HKDF', false, ['deriveKey']);
  const iv = await subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: encode(IV_KEY_LABEL) },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
  return { content: await importContentKey(raw), iv };
}

/** HMAC(ivKey, length of name ‖ name ‖ plaintext), cut to an IV: the name's length keeps the two parts apart. */
export async function syntheticIv(ivKey: CryptoKey, name: string, plain: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const nameBytes = encode(name);
  const data = new Uint8Array(4 + nameBytes.length + plain.length);
  new DataView(data.buffer).setUint32(0, nameBytes.length);
  data.set(nameBytes, 4);
  data.set(plain, 4 + nameBytes.length);
  return new Uint8Array(await subtle().sign('HMAC', ivKey, data)).slice(0, IV_BYTES);
}

/** `iv ‖ ciphertext ‖ tag`, bound to `name`; the same bytes for the same name and plaintext. */
export async function sealBytes(keys: SealingKeys, name: string, plain: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const iv = await syntheticIv(keys.iv, name, plain);
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: encode(name) }, keys.content, plain));
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

/** The value as gzipped JSON, sealed under `name` (gzip writes no time: the same JSON, the same bytes). */
export async function sealJson(keys: SealingKeys, name: string, value: unknown): Promise<Uint8Array<ArrayBuffer>> {
  return sealBytes(keys, name, await through(encode(JSON.stringify(value)), new CompressionStream('gzip')));
}

export async function openJson<T>(key: CryptoKey, name: string, sealed: Uint8Array<ArrayBuffer>): Promise<T> {
  const plain = await openBytes(key, name, sealed);
  try {
    return JSON.parse(new TextDecoder().decode(await through(plain, new DecompressionStream('gzip')))) as T;
  } catch {
    throw new SealError(`The members' file "${name}" is damaged (not gzipped JSON)`);
  }
}
