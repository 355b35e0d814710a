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
  process.env = { ...savedEnv, NODE_ENV: 'test', ...env };
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
