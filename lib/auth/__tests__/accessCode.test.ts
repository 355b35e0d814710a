/** @jest-environment node */
import { ACCESS_ITERATIONS, DEV_ACCESS_CODE, accessCodeEnv, hashAccessCode } from '../../../scripts/access-code.mjs';

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
  delete process.env.MEMBER_ACCESS_BUILD_SALT;
  delete process.env.MEMBER_ACCESS_DEFAULT_WARNED;
  return accessCodeEnv();
}

describe('accessCodeEnv', () => {
  it('exposes a salt, the PBKDF2 hash of MEMBER_ACCESS_CODE and the iterations, never the code', () => {
    const env = freshBuild({ MEMBER_ACCESS_CODE: 'club-secret-99' });
    expect(env.NEXT_PUBLIC_ACCESS_SALT).toMatch(/^[0-9a-f]{32}$/);
    expect(env.NEXT_PUBLIC_ACCESS_HASH).toBe(hashAccessCode('club-secret-99', env.NEXT_PUBLIC_ACCESS_SALT));
    expect(env.NEXT_PUBLIC_ACCESS_ITERATIONS).toBe(String(ACCESS_ITERATIONS));
    expect(JSON.stringify(env)).not.toContain('club-secret-99');
  });

  it('draws a new random salt for every build', () => {
    const a = freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    const b = freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    expect(a.NEXT_PUBLIC_ACCESS_SALT).not.toBe(b.NEXT_PUBLIC_ACCESS_SALT);
    expect(a.NEXT_PUBLIC_ACCESS_HASH).not.toBe(b.NEXT_PUBLIC_ACCESS_HASH);
  });

  it('keeps one salt within a build, so every worker of the build agrees', () => {
    const first = freshBuild({ MEMBER_ACCESS_CODE: 'same' });
    expect(accessCodeEnv()).toEqual(first);
  });

  it('falls back to the documented development code without a warning in development', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const env = freshBuild({ MEMBER_ACCESS_CODE: undefined });
    expect(env.NEXT_PUBLIC_ACCESS_HASH).toBe(hashAccessCode(DEV_ACCESS_CODE, env.NEXT_PUBLIC_ACCESS_SALT));
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
