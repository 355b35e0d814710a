/**
 * The shared member access code, turned into what the static site may carry. The code is the key of
 * the members' area (lib/seal/crypto.ts): the content key that encrypts every members' file is
 * derived from the code by PBKDF2-SHA-256 with a salt that stays the same from build to build
 * (`memberKeySalt` below), so a deploy with the same code keeps members signed in; the site publishes
 * only the salt, the iteration count and a check value of the key (lib/seal/memberKey.mjs, the one
 * implementation, which the sign-in form runs too). next.config.mjs inlines the public record as
 * `process.env.NEXT_PUBLIC_MEMBER_ACCESS`; the content key stays in the build's environment
 * (`MEMBER_SEAL_KEY`) for the route that writes the sealed files, and never reaches the export
 * (e2e/fixture/secrets.spec.ts and scripts/check-sealed-export.ts prove it).
 *
 * MEMBER_ACCESS_CODE  the code members type as "the organization password" (set it for every deploy)
 *                     default for `npm run dev`: DEV_ACCESS_CODE below. A production build warns
 *                     about the default; in CI (CI or GITHUB_ACTIONS set) it fails instead.
 * MEMBER_KEY_SALT     optional (a repository variable, not a secret: the salt is published). Unset,
 *                     the salt comes from the repository's name. Changing it signs every member out,
 *                     as changing the code does.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
// next.config.mjs loads this file with Node itself, which knows no '@/' alias.
// eslint-disable-next-line no-restricted-imports
import { ACCESS_ITERATIONS, createAccess, toBase64 } from '../../lib/seal/memberKey.mjs';

export { ACCESS_ITERATIONS };

export const DEV_ACCESS_CODE = 'neuro-dev-access';

/** The repository secret a CI deploy must set; named in the error below. */
export const ACCESS_CODE_SECRET = 'MEMBER_ACCESS_CODE';

/**
 * The build's key and its public record, kept in the environment so that every worker of one build
 * (and the dev server's processes) reuses them instead of hashing the code again;
 * `MEMBER_SEAL_FOR` tells which code, salt and iteration count they were made for.
 */
export const SEAL_KEY_ENV = 'MEMBER_SEAL_KEY';
const SEAL_ACCESS_ENV = 'MEMBER_SEAL_ACCESS';
const SEAL_FOR_ENV = 'MEMBER_SEAL_FOR';
const WARNED_ENV = 'MEMBER_ACCESS_DEFAULT_WARNED';

/** The salt when nothing names the repository: the same for every build of this project. */
const PROJECT_SALT_SOURCE = 'project:neurotech-site';

/** `owner/name` of content/site.yaml's optional `repository` (or CONTENT_DIR's), if it names one. */
function siteRepository(env) {
  const file = path.resolve(process.cwd(), env.CONTENT_DIR || 'content', 'site.yaml');
  try {
    const github = parse(fs.readFileSync(file, 'utf8'))?.repository?.github;
    return typeof github === 'string' ? github : undefined;
  } catch {
    // A missing or broken site.yaml stops the build in its loader (lib/content/site.ts), with the file and line.
    return undefined;
  }
}

/**
 * What the salt is made from, in this order: MEMBER_KEY_SALT; the repository a GitHub Actions build
 * runs in (GITHUB_REPOSITORY); the `repository` of site.yaml; a fixed project string. A repository's
 * name gives the same salt from CI and from site.yaml (GitHub names ignore case).
 */
export function memberKeySaltSource(env = process.env) {
  if (env.MEMBER_KEY_SALT) return `salt:${env.MEMBER_KEY_SALT}`;
  const repository = env.GITHUB_REPOSITORY || siteRepository(env);
  if (repository) return `repository:${repository.toLowerCase()}`;
  return PROJECT_SALT_SOURCE;
}

/** The PBKDF2 salt: 16 bytes of SHA-256 over a label and the source, the same for every build. */
export function memberKeySalt(env = process.env) {
  return new Uint8Array(
    createHash('sha256')
      .update(`member-key-salt\0${memberKeySaltSource(env)}`)
      .digest()
      .subarray(0, 16),
  );
}

/** `next build`, or a process it started: the builds that warn, where `next dev` stays quiet. */
export function isProductionBuild() {
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

/** A fast tag of what the key is made from, to know whether the key in the environment fits (never published). */
const sealTag = (code, salt, iterations) =>
  createHash('sha256')
    .update(`member-seal:v2:${iterations}:${toBase64(salt)}:${code}`)
    .digest('hex');

/**
 * `{ NEXT_PUBLIC_MEMBER_ACCESS }` (the public record, JSON) for next.config's env. Every process of a
 * build computes the same key from the same code and salt; the environment spares the later ones the
 * 600,000 iterations.
 */
export async function accessCodeEnv(env = process.env, iterations = ACCESS_ITERATIONS) {
  const configured = env.MEMBER_ACCESS_CODE;
  const code = configured && configured.length > 0 ? configured : DEV_ACCESS_CODE;
  if (code === DEV_ACCESS_CODE && isProductionBuild()) {
    if (isContinuousIntegration(env)) throw new DefaultAccessCodeError();
    warnAboutDefault();
  }
  const salt = memberKeySalt(env);
  const tag = sealTag(code, salt, iterations);
  if (process.env[SEAL_FOR_ENV] !== tag || !process.env[SEAL_KEY_ENV] || !process.env[SEAL_ACCESS_ENV]) {
    const { access, contentKey } = await createAccess(code, salt, iterations);
    process.env[SEAL_KEY_ENV] = toBase64(contentKey);
    process.env[SEAL_ACCESS_ENV] = JSON.stringify(access);
    process.env[SEAL_FOR_ENV] = tag;
  }
  return { NEXT_PUBLIC_MEMBER_ACCESS: process.env[SEAL_ACCESS_ENV] };
}
