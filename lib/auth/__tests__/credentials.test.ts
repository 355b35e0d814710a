/** @jest-environment node */
import { ACCESS_ITERATIONS } from '@/tools/config/accessCode.mjs';
import { createAccess, toBase64, type AccessRecord } from '@/lib/seal/crypto';
import { checkCredentialsDuringDelay, credentialMessages, openWithCredentials, validateSignIn } from '@/lib/auth/credentials';

const code = 'lab-Code 42';
// Few iterations keep the test fast; the derivation is the same as a real build's.
let build: { access: AccessRecord; contentKey: string };
let config: AccessRecord;
beforeAll(async () => {
  const made = await createAccess(code, new TextEncoder().encode('a salt'), 1000);
  build = { access: made.access, contentKey: toBase64(made.contentKey) };
  config = build.access;
});
const checkCredentials = async (...args: Parameters<typeof openWithCredentials>) => (await openWithCredentials(...args)) !== null;
const good = { fullName: 'Ada Test', eid: 'at1234', password: code };

describe('validateSignIn', () => {
  it('accepts a complete form', () => {
    expect(validateSignIn(good, 'EID')).toEqual({});
  });

  it.each([
    ['an empty name', { fullName: '' }, { fullName: credentialMessages('EID').fullName }],
    ['a whitespace-only name', { fullName: ' \t ' }, { fullName: 'Full name is required' }],
    ['an empty EID', { eid: '' }, { eid: 'EID is required' }],
    ['a whitespace-only EID', { eid: '   ' }, { eid: 'EID is required' }],
    ['an empty password', { password: '' }, { password: 'Password is required' }],
  ])('reports %s', (_label, change, expected) => {
    expect(validateSignIn({ ...good, ...change }, 'EID')).toEqual(expected);
  });

  it("names the student ID with the university's own word", () => {
    expect(validateSignIn({ ...good, eid: '' }, 'Student number')).toEqual({ eid: 'Student number is required' });
  });

  it('does not trim the password: spaces only is a password, not a missing one', () => {
    expect(validateSignIn({ ...good, password: '   ' }, 'EID')).toEqual({});
  });

  it('reports every empty field at once', () => {
    expect(validateSignIn({ fullName: ' ', eid: '', password: '' }, 'EID')).toEqual({
      fullName: 'Full name is required',
      eid: 'EID is required',
      password: 'Password is required',
    });
  });
});

describe('openWithCredentials', () => {
  it('accepts the access code with a name and EID', async () => {
    await expect(checkCredentials(good, config)).resolves.toBe(true);
  });

  it('accepts the code when name and EID carry surrounding spaces', async () => {
    await expect(checkCredentials({ ...good, fullName: '  Ada ', eid: ' at1234 ' }, config)).resolves.toBe(true);
  });

  it.each([
    ['a wrong code', { password: 'lab-code 42' }],
    ['the code with an extra space (passwords are not trimmed)', { password: `${code} ` }],
    ['a spaces-only password', { password: '   ' }],
    ['an empty password', { password: '' }],
    ['a blank name', { fullName: '   ' }],
    ['a blank EID', { eid: '' }],
  ])('rejects %s', async (_label, change) => {
    await expect(checkCredentials({ ...good, ...change }, config)).resolves.toBe(false);
  });

  it("gives the build's content key: sign-in succeeds exactly when the derived key has the published check", async () => {
    await expect(openWithCredentials(good, config)).resolves.toBe(build.contentKey);
    await expect(openWithCredentials({ ...good, password: 'lab-code 42' }, config)).resolves.toBeNull();
  });

  it('fails loudly, not silently, when the build carries no access record', async () => {
    await expect(checkCredentials(good, null)).rejects.toThrow('not configured');
    await expect(checkCredentials(good, { ...config, iterations: 0 })).rejects.toThrow('not configured');
  });

  it("uses OWASP's 600,000 PBKDF2-SHA-256 iterations in real builds", () => {
    expect(ACCESS_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });
});

describe('checkCredentialsDuringDelay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts the hash at once and answers only when the delay is over', async () => {
    let finishHash!: (ok: boolean) => void;
    const check = jest.fn(() => new Promise<boolean>((resolve) => (finishHash = resolve)));
    let answer: boolean | undefined;
    void checkCredentialsDuringDelay(good, 1000, check).then((ok) => (answer = ok));
    expect(check).toHaveBeenCalledTimes(1); // hashing during the delay, not after it
    finishHash(true);
    await jest.advanceTimersByTimeAsync(999);
    expect(answer).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toBe(true);
  });

  it('waits for a hash slower than the delay, and passes on a failure after the delay', async () => {
    let finishHash!: (ok: boolean) => void;
    let answer: boolean | undefined;
    void checkCredentialsDuringDelay(good, 1000, () => new Promise<boolean>((resolve) => (finishHash = resolve))).then(
      (ok) => (answer = ok),
    );
    await jest.advanceTimersByTimeAsync(1500);
    expect(answer).toBeUndefined();
    finishHash(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(answer).toBe(false);

    let failure: unknown;
    void checkCredentialsDuringDelay(good, 1000, () => Promise.reject(new Error('no WebCrypto'))).catch((e) => (failure = e));
    await jest.advanceTimersByTimeAsync(500);
    expect(failure).toBeUndefined();
    await jest.advanceTimersByTimeAsync(500);
    expect(failure).toEqual(new Error('no WebCrypto'));
  });
});
