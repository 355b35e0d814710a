/**
 * The shared member access code, turned into what the static site may carry. The code is the key of
 * the members' area (lib/seal/crypto.ts): every build draws a random content key that encrypts every
 * members' file, and publishes only that key wrapped with a key derived from the code (PBKDF2-SHA-256,
 * a random salt per build). next.config.mjs inlines the public record as
 * `process.env.NEXT_PUBLIC_MEMBER_ACCESS`; the content key stays in the build's environment
 * (`MEMBER_SEAL_KEY`) for the route that writes the sealed files, and never reaches the export
 * (e2e/fixture/secrets.spec.ts and scripts/check-sealed-export.ts prove it).
 *
 * MEMBER_ACCESS_CODE  the code members type as "the organization password" (set it for every deploy)
 *                     default for `npm run dev`: DEV_ACCESS_CODE below. A production build warns
 *                     about the default; in CI (CI or GITHUB_ACTIONS set) it fails instead.
 */
import { createCipheriv, createHash, pbkdf2Sync, randomBytes } from 'node:crypto';

export const DEV_ACCESS_CODE = 'neuro-dev-access';
/**
 * OWASP's figure for PBKDF2-SHA-256 (2023). The browser hashes the typed code during the
 * one-second sign-in delay (SIGN_IN_DELAY_MS in components/Login/LoginForm.tsx), so a phone's
 * hashing time is hidden by it (measured: see the README).
 */
export const ACCESS_ITERATIONS = 600_000;

/** The repository secret a CI deploy must set; named in the error below. */
export const ACCESS_CODE_SECRET = 'MEMBER_ACCESS_CODE';

/**
 * The build's key and its public record, kept in the environment so that every worker of one build
 * (and the dev server's processes) agrees; `MEMBER_SEAL_FOR` tells which code they were made for.
 */
export const SEAL_KEY_ENV = 'MEMBER_SEAL_KEY';
const SEAL_ACCESS_ENV = 'MEMBER_SEAL_ACCESS';
const SEAL_FOR_ENV = 'MEMBER_SEAL_FOR';
const WARNED_ENV = 'MEMBER_ACCESS_DEFAULT_WARNED';

/** The wrapping key: PBKDF2-SHA-256 of the code, 32 bytes (what WebCrypto's deriveKey to AES-256 gives). */
export function wrappingKey(code, salt, iterations = ACCESS_ITERATIONS) {
  return pbkdf2Sync(code.normalize('NFC'), salt, iterations, 32, 'sha256');
}

/**
 * A new build's content key and its public record (the shape of `AccessRecord` in lib/seal/crypto.ts):
 * the content key encrypted with AES-256-GCM under the wrapping key, tag appended as WebCrypto does.
 */
export function createBuildKey(code, iterations = ACCESS_ITERATIONS) {
  const contentKey = randomBytes(32);
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(code, salt, iterations), iv);
  const wrapped = Buffer.concat([cipher.update(contentKey), cipher.final(), cipher.getAuthTag()]);
  const access = { v: 1, salt: salt.toString('base64'), iterations, iv: iv.toString('base64'), wrappedKey: wrapped.toString('base64') };
  return { access, contentKey: contentKey.toString('base64') };
}

function isProductionBuild() {
  return process.argv.includes('build') || process.env.NODE_ENV === 'production';
}

/** A CI runner (GitHub Actions sets both): there nobody reads a warning before the site is live. */
function isContinuousIntegration(env) {
  const set = (value) => value !== undefined && value !== '' && value !== 'false' && value !== '0';
  return set(env.CI) || set(env.GITHUB_ACTIONS);
}

/**
 * Thrown by a CI build without its own code: such a deploy would publish the development code that
 * the README prints, so it must stop rather than warn.
 */
export class DefaultAccessCodeError extends Error {
  constructor() {
    super(
      [
        `${ACCESS_CODE_SECRET} is not set (or is the development code "${DEV_ACCESS_CODE}") in a CI build.`,
        `Set the repository secret ${ACCESS_CODE_SECRET} (Settings → Secrets and variables → Actions)`,
        'to a long random passphrase and run the build again. Local builds outside CI only warn.',
      ].join('\n'),
    );
    this.name = 'DefaultAccessCodeError';
  }
}

function warnAboutDefault() {
  if (process.env[WARNED_ENV]) return;
  process.env[WARNED_ENV] = '1';
  const line = '!'.repeat(78);
  console.warn(
    [
      '',
      line,
      '!!  MEMBER_ACCESS_CODE is not set: this production build uses the development code',
      `!!  "${DEV_ACCESS_CODE}", which is written in the public repository.`,
      '!!  Anyone who reads the source can enter the members area of this build.',
      '!!  Set MEMBER_ACCESS_CODE (e.g. a repository secret in CI) and build again.',
      line,
      '',
    ].join('\n'),
  );
}

/** A fast tag of the code, to know whether the key in the environment was made for it (never published). */
const codeTag = (code) => createHash('sha256').update(`member-seal:${code}`).digest('hex');

/** `{ NEXT_PUBLIC_MEMBER_ACCESS }` (the public record, JSON) for next.config's env. */
export function accessCodeEnv(env = process.env) {
  const configured = env.MEMBER_ACCESS_CODE;
  const code = configured && configured.length > 0 ? configured : DEV_ACCESS_CODE;
  if (code === DEV_ACCESS_CODE && isProductionBuild()) {
    if (isContinuousIntegration(env)) throw new DefaultAccessCodeError();
    warnAboutDefault();
  }
  if (process.env[SEAL_FOR_ENV] !== codeTag(code) || !process.env[SEAL_KEY_ENV] || !process.env[SEAL_ACCESS_ENV]) {
    const { access, contentKey } = createBuildKey(code);
    process.env[SEAL_KEY_ENV] = contentKey;
    process.env[SEAL_ACCESS_ENV] = JSON.stringify(access);
    process.env[SEAL_FOR_ENV] = codeTag(code);
  }
  return { NEXT_PUBLIC_MEMBER_ACCESS: process.env[SEAL_ACCESS_ENV] };
}
