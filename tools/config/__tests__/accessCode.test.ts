/** @jest-environment node */
import {
  ACCESS_ITERATIONS,
  DEV_ACCESS_CODE,
  SEAL_KEY_ENV,
  accessCodeEnv,
  memberKeySalt,
  memberKeySaltSource,
} from '@/tools/config/accessCode.mjs';
import { openAccess, toBase64, type AccessRecord } from '@/lib/seal/crypto';

const savedArgv = process.argv;
const savedEnv = { ...process.env };

afterEach(() => {
  process.argv = savedArgv;
  process.env = { ...savedEnv };
  jest.restoreAllMocks();
});

// Every build (a process of its own) starts without the key in its environment.
function freshBuild(env: Record<string, string | undefined>, argv: string[] = ['node', 'next', 'dev']) {
  process.argv = argv;
  // Outside CI unless a test says otherwise: `bash .ci/run` runs these tests with CI=true.
  process.env = {
    ...savedEnv,
    NODE_ENV: 'test',
    CI: undefined,
    GITHUB_ACTIONS: undefined,
    GITHUB_REPOSITORY: undefined,
    MEMBER_KEY_SALT: undefined,
    ...env,
  };
  for (const name of ['MEMBER_SEAL_KEY', 'MEMBER_SEAL_ACCESS', 'MEMBER_SEAL_FOR']) delete process.env[name];
  delete process.env.MEMBER_ACCESS_DEFAULT_WARNED;
  return accessCodeEnv(process.env, FEW);
}

// The derivation does not depend on the count (crypto.test.ts checks it); real builds use ACCESS_ITERATIONS.
const FEW = 1000;

const accessOf = (env: { NEXT_PUBLIC_MEMBER_ACCESS: string }) => JSON.parse(env.NEXT_PUBLIC_MEMBER_ACCESS) as AccessRecord;

describe('accessCodeEnv', () => {
  /** What a member's browser gets from the code: the content key, or null. */
  const opened = async (env: { NEXT_PUBLIC_MEMBER_ACCESS: string }, code: string) => {
    const raw = await openAccess(accessOf(env), code);
    return raw && toBase64(raw);
  };

  it('publishes only the salt, the iterations and a check value of the content key, never the code nor the key', async () => {
    const env = await freshBuild({ MEMBER_ACCESS_CODE: 'club-secret-99' });
    expect(Object.keys(env)).toEqual(['NEXT_PUBLIC_MEMBER_ACCESS']);
    const access = accessOf(env);
    expect(access).toMatchObject({ v: 2, iterations: FEW });
    expect(Object.keys(access).sort()).toEqual(['check', 'iterations', 'salt', 'v']);
    expect(JSON.stringify(env)).not.toContain('club-secret-99');
    expect(JSON.stringify(env)).not.toContain(process.env[SEAL_KEY_ENV]);
    // The build keeps the content key for the sealed files; the code opens exactly that key.
    await expect(opened(env, 'club-secret-99')).resolves.toBe(process.env[SEAL_KEY_ENV]);
    await expect(opened(env, 'club-secret-98')).resolves.toBeNull();
  });

  it('gives every build with the same code the same key and record, so a deploy keeps members signed in', async () => {
    const a = await freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    const keyA = process.env[SEAL_KEY_ENV];
    const b = await freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    expect(b).toEqual(a);
    expect(process.env[SEAL_KEY_ENV]).toBe(keyA);
  });

  it('gives another key for another code, or another MEMBER_KEY_SALT: both sign every member out', async () => {
    const a = await freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    const keyA = process.env[SEAL_KEY_ENV];
    const other = await freshBuild({ MEMBER_ACCESS_CODE: 'changed' });
    expect(accessOf(other).check).not.toBe(accessOf(a).check);
    expect(process.env[SEAL_KEY_ENV]).not.toBe(keyA);
    const rotated = await freshBuild({ MEMBER_ACCESS_CODE: 'same', MEMBER_KEY_SALT: 'rotated 2027-01' });
    expect(accessOf(rotated).salt).not.toBe(accessOf(a).salt);
    expect(accessOf(rotated).check).not.toBe(accessOf(a).check);
    await expect(opened(rotated, 'same')).resolves.not.toBe(keyA);
  });

  it("keeps the key in the environment for the build's other processes, and makes it again when the code changes", async () => {
    const first = await freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    process.env.MEMBER_SEAL_KEY = 'a later process finds this and does not hash again';
    await expect(accessCodeEnv(process.env, FEW)).resolves.toEqual(first);
    expect(process.env[SEAL_KEY_ENV]).toBe('a later process finds this and does not hash again');
    process.env.MEMBER_ACCESS_CODE = 'changed';
    await expect(accessCodeEnv(process.env, FEW)).resolves.not.toEqual(first);
    expect(process.env[SEAL_KEY_ENV]).not.toBe('a later process finds this and does not hash again');
  });

  it('uses 600,000 iterations unless told otherwise', async () => {
    process.env = { ...savedEnv, MEMBER_ACCESS_CODE: 'real', MEMBER_SEAL_FOR: undefined };
    const access = accessOf(await accessCodeEnv());
    expect(access.iterations).toBe(ACCESS_ITERATIONS);
    expect(ACCESS_ITERATIONS).toBe(600_000);
  });

  it('falls back to the documented development code without a warning in development', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const env = await freshBuild({ MEMBER_ACCESS_CODE: undefined });
    await expect(opened(env, DEV_ACCESS_CODE)).resolves.toBe(process.env[SEAL_KEY_ENV]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns loudly when a production build uses the development code', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await freshBuild({ MEMBER_ACCESS_CODE: '' }, ['node', 'next', 'build']);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0][0]);
    expect(message).toContain('MEMBER_ACCESS_CODE is not set');
    expect(message.split('\n').length).toBeGreaterThan(4);
  });

  it('does not warn for a production build with its own code', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await freshBuild({ MEMBER_ACCESS_CODE: 'real-code', NODE_ENV: 'production' }, ['node', 'next', 'build']);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a CI build without its own access code', () => {
  const ciBuild = (env: Record<string, string | undefined>) =>
    freshBuild({ CI: undefined, GITHUB_ACTIONS: undefined, ...env }, ['node', 'next', 'build']);

  it.each([
    ['CI=true and no code', { CI: 'true', MEMBER_ACCESS_CODE: undefined }],
    ['CI=true and an empty code (an unset secret)', { CI: 'true', MEMBER_ACCESS_CODE: '' }],
    ['GITHUB_ACTIONS=true and the development code', { GITHUB_ACTIONS: 'true', MEMBER_ACCESS_CODE: DEV_ACCESS_CODE }],
  ])('fails, naming the secret to set: %s', async (_, env) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(ciBuild(env)).rejects.toThrow(/Set the repository secret MEMBER_ACCESS_CODE/);
  });

  it('passes with a code of its own', async () => {
    await expect(ciBuild({ CI: 'true', GITHUB_ACTIONS: 'true', MEMBER_ACCESS_CODE: 'a-long-random-passphrase' })).resolves.toBeDefined();
  });

  it('only warns outside CI (CI=false counts as outside)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(ciBuild({ CI: 'false', MEMBER_ACCESS_CODE: undefined })).resolves.toBeDefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not stop the development server in CI', async () => {
    await expect(freshBuild({ CI: 'true', MEMBER_ACCESS_CODE: undefined })).resolves.toBeDefined();
  });
});

/**
 * What a build of 'frozen-code-2026' in lakeshore-neurotech/website publishes (1,000 iterations),
 * computed apart with Python's hashlib: salt = SHA-256("member-key-salt\0repository:…")[:16],
 * check = SHA-256("neurotech members content key check v2\0" ‖ PBKDF2-SHA-256(code, salt, 1000)).
 */
const FROZEN = { v: 2, salt: '2gqcd+6TTD2RxatwwBfDQw==', iterations: 1000, check: 'kUQfFuFt86qtoSf6j1hkTqHWNnB4Zyf+FVVZO5Hw0/g=' };

describe('the salt, the same from build to build', () => {
  const none = { MEMBER_KEY_SALT: undefined, GITHUB_REPOSITORY: undefined, CONTENT_DIR: 'no-such-content-folder' };

  it('comes from MEMBER_KEY_SALT when set, else the CI repository, else site.yaml, else the project', () => {
    expect(memberKeySaltSource({ ...none, MEMBER_KEY_SALT: 'x1', GITHUB_REPOSITORY: 'club/site' })).toBe('salt:x1');
    expect(memberKeySaltSource({ ...none, GITHUB_REPOSITORY: 'Club/Site' })).toBe('repository:club/site');
    expect(memberKeySaltSource({ ...none, CONTENT_DIR: 'lib/auth/__tests__/fixtures/site-with-repository' })).toBe(
      'repository:lakeshore-neurotech/website',
    );
    expect(memberKeySaltSource(none)).toBe('project:neurotech-site');
  });

  it('is the same for a repository named by CI and by site.yaml, and differs between sources', () => {
    const fromSite = memberKeySalt({ ...none, CONTENT_DIR: 'lib/auth/__tests__/fixtures/site-with-repository' });
    expect(memberKeySalt({ ...none, GITHUB_REPOSITORY: 'lakeshore-neurotech/website' })).toEqual(fromSite);
    expect(fromSite).toHaveLength(16);
    expect(memberKeySalt(none)).not.toEqual(fromSite);
    expect(memberKeySalt({ ...none, MEMBER_KEY_SALT: 'lakeshore-neurotech/website' })).not.toEqual(fromSite);
  });

  // Frozen: a member keeps a key for 30 days. A change to how the salt or the key is made signs every
  // member out on the next deploy; if that is meant, change these values in the same commit and say so.
  it('and the record it gives are frozen for a known code', async () => {
    const env = await freshBuild({ MEMBER_ACCESS_CODE: 'frozen-code-2026', GITHUB_REPOSITORY: 'lakeshore-neurotech/website' });
    expect(accessOf(env)).toEqual(FROZEN);
  });
});
