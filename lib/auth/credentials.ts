/**
 * Sign-in checks (spec sections 4, 5 and 7.3). The build stores only a salted PBKDF2-SHA-256 hash of
 * the shared access code (scripts/access-code.mjs); the typed password is hashed the same way with
 * WebCrypto and compared. This keeps casual visitors out; it is not a security boundary.
 */

export type Credentials = { fullName: string; eid: string; password: string };
export type CredentialField = keyof Credentials;
export type CredentialErrors = Partial<Record<CredentialField, string>>;

export const credentialMessages = {
  fullName: 'Full name is required',
  eid: 'EID is required',
  password: 'Password is required',
} as const satisfies Record<CredentialField, string>;

/** Section 5: trimmed name and EID must not be empty; the password must not be empty and is not trimmed. */
export function validateSignIn({ fullName, eid, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (fullName.trim() === '') errors.fullName = credentialMessages.fullName;
  if (eid.trim() === '') errors.eid = credentialMessages.eid;
  if (password === '') errors.password = credentialMessages.password;
  return errors;
}

export type AccessConfig = { salt: string; hash: string; iterations: number };

/** The values next.config.mjs inlined at build time. */
export function accessConfigFromEnv(): AccessConfig {
  return {
    salt: process.env.NEXT_PUBLIC_ACCESS_SALT ?? '',
    hash: process.env.NEXT_PUBLIC_ACCESS_HASH ?? '',
    iterations: Number(process.env.NEXT_PUBLIC_ACCESS_ITERATIONS ?? 0),
  };
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** PBKDF2-SHA-256, 32 bytes, hex: the same derivation as scripts/access-code.mjs. */
export async function hashAccessCode(code: string, saltHex: string, iterations: number): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  // Browsers offer WebCrypto only on https:// (and localhost): say so instead of a TypeError.
  if (!subtle) throw new Error('Sign-in needs a secure (https://) connection to this site');
  const key = await subtle.importKey('raw', new TextEncoder().encode(code.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: hexToBytes(saltHex), iterations }, key, 256);
  return bytesToHex(bits);
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * True when the name and EID are non-blank and the password hashes to the build's access hash.
 * Throws only on an unexpected failure (WebCrypto missing, a broken build configuration).
 */
export async function checkCredentials(credentials: Credentials, config: AccessConfig = accessConfigFromEnv()): Promise<boolean> {
  if (Object.keys(validateSignIn(credentials)).length > 0) return false;
  if (!/^[0-9a-f]{32,}$/.test(config.salt) || !/^[0-9a-f]{64}$/.test(config.hash) || !(config.iterations > 0)) {
    throw new Error('The sign-in check is not configured in this build');
  }
  const typed = await hashAccessCode(credentials.password, config.salt, config.iterations);
  return sameText(typed, config.hash);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The spec's artificial pause before the check, with the check running during it: on a phone the
 * PBKDF2 hash takes a good part of a second, and hashing after the pause would add it to the wait.
 * Settles no sooner than `delayMs`, with the check's result or its error.
 */
export async function checkCredentialsDuringDelay(
  credentials: Credentials,
  delayMs: number,
  check: (credentials: Credentials) => Promise<boolean> = (c) => checkCredentials(c),
): Promise<boolean> {
  const result = check(credentials).then(
    (ok) => ({ ok }),
    (error: unknown) => ({ error }),
  );
  await wait(delayMs);
  const outcome = await result;
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}
