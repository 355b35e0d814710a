/** @jest-environment node */
import { ACCESS_ITERATIONS, DEV_ACCESS_CODE, SEAL_KEY_ENV, accessCodeEnv } from '@/scripts/access-code.mjs';
import { openAccess, toBase64, type AccessRecord } from '@/lib/seal/crypto';

const savedArgv = process.argv;
const savedEnv = { ...process.env };

afterEach(() => {
  process.argv = savedArgv;
  process.env = { ...savedEnv };
  jest.restoreAllMocks();
});

function freshBuild(env: Record<string, string | undefined>, argv: string[] = ['node', 'next', 'dev']) {
  process.argv = argv;
  // Outside CI unless a test says otherwise: `bash .ci/run` runs these tests with CI=true.
  process.env = { ...savedEnv, NODE_ENV: 'test', CI: undefined, GITHUB_ACTIONS: undefined, ...env };
  for (const name of ['MEMBER_SEAL_KEY', 'MEMBER_SEAL_ACCESS', 'MEMBER_SEAL_FOR']) delete process.env[name];
  delete process.env.MEMBER_ACCESS_DEFAULT_WARNED;
  return accessCodeEnv();
}

describe('accessCodeEnv', () => {
  const accessOf = (env: { NEXT_PUBLIC_MEMBER_ACCESS: string }) => JSON.parse(env.NEXT_PUBLIC_MEMBER_ACCESS) as AccessRecord;
  /** What a member's browser gets from the code: the content key, or null. */
  const opened = async (env: { NEXT_PUBLIC_MEMBER_ACCESS: string }, code: string) => {
    const raw = await openAccess(accessOf(env), code);
    return raw && toBase64(raw);
  };

  it('publishes only the wrapped content key, its salt and iterations, never the code nor the key', async () => {
    const env = freshBuild({ MEMBER_ACCESS_CODE: 'club-secret-99' });
    expect(Object.keys(env)).toEqual(['NEXT_PUBLIC_MEMBER_ACCESS']);
    const access = accessOf(env);
    expect(access).toMatchObject({ v: 1, iterations: ACCESS_ITERATIONS });
    expect(Object.keys(access).sort()).toEqual(['iterations', 'iv', 'salt', 'v', 'wrappedKey']);
    expect(JSON.stringify(env)).not.toContain('club-secret-99');
    expect(JSON.stringify(env)).not.toContain(process.env[SEAL_KEY_ENV]);
    // The build keeps the content key for the sealed files; the code opens exactly that key.
    await expect(opened(env, 'club-secret-99')).resolves.toBe(process.env[SEAL_KEY_ENV]);
    await expect(opened(env, 'club-secret-98')).resolves.toBeNull();
  });

  it('draws a new random salt and content key for every build', () => {
    const a = freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    const keyA = process.env[SEAL_KEY_ENV];
    const b = freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    expect(accessOf(a).salt).not.toBe(accessOf(b).salt);
    expect(accessOf(a).wrappedKey).not.toBe(accessOf(b).wrappedKey);
    expect(process.env[SEAL_KEY_ENV]).not.toBe(keyA);
  });

  it('keeps one key within a build, so every worker of the build agrees, and a new one for another code', () => {
    const first = freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    expect(accessCodeEnv()).toEqual(first);
    process.env.MEMBER_ACCESS_CODE = 'changed';
    expect(accessCodeEnv()).not.toEqual(first);
  });

  it('falls back to the documented development code without a warning in development', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const env = freshBuild({ MEMBER_ACCESS_CODE: undefined });
    await expect(opened(env, DEV_ACCESS_CODE)).resolves.toBe(process.env[SEAL_KEY_ENV]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns loudly when a production build uses the development code', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    freshBuild({ MEMBER_ACCESS_CODE: '' }, ['node', 'next', 'build']);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0][0]);
    expect(message).toContain('MEMBER_ACCESS_CODE is not set');
    expect(message.split('\n').length).toBeGreaterThan(4);
  });

  it('does not warn for a production build with its own code', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    freshBuild({ MEMBER_ACCESS_CODE: 'real-code', NODE_ENV: 'production' }, ['node', 'next', 'build']);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a CI build without its own access code', () => {
  const ciBuild = (env: Record<string, string | undefined>) => () =>
    freshBuild({ CI: undefined, GITHUB_ACTIONS: undefined, ...env }, ['node', 'next', 'build']);

  it.each([
    ['CI=true and no code', { CI: 'true', MEMBER_ACCESS_CODE: undefined }],
    ['CI=true and an empty code (an unset secret)', { CI: 'true', MEMBER_ACCESS_CODE: '' }],
    ['GITHUB_ACTIONS=true and the development code', { GITHUB_ACTIONS: 'true', MEMBER_ACCESS_CODE: DEV_ACCESS_CODE }],
  ])('fails, naming the secret to set: %s', (_, env) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(ciBuild(env)).toThrow(/Set the repository secret MEMBER_ACCESS_CODE/);
  });

  it('passes with a code of its own', () => {
    expect(ciBuild({ CI: 'true', GITHUB_ACTIONS: 'true', MEMBER_ACCESS_CODE: 'a-long-random-passphrase' })).not.toThrow();
  });

  it('only warns outside CI (CI=false counts as outside)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(ciBuild({ CI: 'false', MEMBER_ACCESS_CODE: undefined })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not stop the development server in CI', () => {
    expect(() => freshBuild({ CI: 'true', MEMBER_ACCESS_CODE: undefined })).not.toThrow();
  });
});
