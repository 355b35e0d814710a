/**
 * The shared member access code, turned into what the static site may carry: a random salt and a
 * PBKDF2-SHA-256 hash. next.config.mjs exposes the returned entries as `process.env.NEXT_PUBLIC_*`,
 * so the plaintext code never reaches the bundle (e2e/fixture/secrets.spec.ts proves it).
 *
 * MEMBER_ACCESS_CODE  the code members type as "the organization password" (set it for every deploy)
 *                     default for `npm run dev`: DEV_ACCESS_CODE below. A production build warns
 *                     about the default; in CI (CI or GITHUB_ACTIONS set) it fails instead.
 *
 * This only keeps casual visitors out: the salt and hash are public, so anyone can try codes offline.
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto';

export const DEV_ACCESS_CODE = 'neuro-dev-access';
/**
 * OWASP's figure for PBKDF2-SHA-256 (2023). The browser hashes the typed code during the spec's
 * one-second sign-in delay, so a phone's hashing time is hidden by it (measured: see the README).
 */
export const ACCESS_ITERATIONS = 600_000;

/** The repository secret a CI deploy must set; named in the error below. */
export const ACCESS_CODE_SECRET = 'MEMBER_ACCESS_CODE';

/** The salt is random per build; kept in the environment so every worker of one build agrees. */
const SALT_ENV = 'MEMBER_ACCESS_BUILD_SALT';
const WARNED_ENV = 'MEMBER_ACCESS_DEFAULT_WARNED';

export function hashAccessCode(code, saltHex, iterations = ACCESS_ITERATIONS) {
  return pbkdf2Sync(code.normalize('NFC'), Buffer.from(saltHex, 'hex'), iterations, 32, 'sha256').toString('hex');
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

/** `{ NEXT_PUBLIC_ACCESS_SALT, NEXT_PUBLIC_ACCESS_HASH, NEXT_PUBLIC_ACCESS_ITERATIONS }` for next.config env. */
export function accessCodeEnv(env = process.env) {
  const configured = env.MEMBER_ACCESS_CODE;
  const code = configured && configured.length > 0 ? configured : DEV_ACCESS_CODE;
  if (code === DEV_ACCESS_CODE && isProductionBuild()) {
    if (isContinuousIntegration(env)) throw new DefaultAccessCodeError();
    warnAboutDefault();
  }
  if (!process.env[SALT_ENV]) process.env[SALT_ENV] = randomBytes(16).toString('hex');
  const salt = process.env[SALT_ENV];
  return {
    NEXT_PUBLIC_ACCESS_SALT: salt,
    NEXT_PUBLIC_ACCESS_HASH: hashAccessCode(code, salt),
    NEXT_PUBLIC_ACCESS_ITERATIONS: String(ACCESS_ITERATIONS),
  };
}
