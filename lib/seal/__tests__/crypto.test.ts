/** @jest-environment node */
import {
  accessId,
  createAccess,
  fromBase64,
  importContentKey,
  openAccess,
  openJson,
  sealJson,
  SealError,
  toBase64,
  type AccessRecord,
} from '@/lib/seal/crypto';

// The build uses 600,000 iterations; the cipher does not depend on the count, so tests stay fast.
const ITERATIONS = 1000;
const page = { heading: 'Module 2.2: Fourier Transforms', quiz: { correctAnswer: 'Frequency domain' } };
const SALT = new TextEncoder().encode('salt of this site');

async function build(code: string, salt: Uint8Array<ArrayBuffer> = SALT) {
  const { access, contentKey } = await createAccess(code, salt, ITERATIONS);
  return { access, contentKey, key: await importContentKey(contentKey) };
}

function flipByte(base64: string, at: number): string {
  const bytes = fromBase64(base64);
  bytes[at] ^= 0x01;
  return toBase64(bytes);
}

describe('sealing the members area', () => {
  it('opens what it sealed, with the access code', async () => {
    const { access, key } = await build('three random words');
    const sealed = await sealJson(key, 'onboarding-softwareB3-2_2', page);
    expect(new TextDecoder().decode(sealed)).not.toContain('Fourier');
    const raw = await openAccess(access, 'three random words');
    expect(raw).not.toBeNull();
    await expect(openJson(await importContentKey(raw!), 'onboarding-softwareB3-2_2', sealed)).resolves.toEqual(page);
  });

  it('does not open with a wrong code (sign-in fails, nothing crashes)', async () => {
    const { access } = await build('three random words');
    await expect(openAccess(access, 'three random word')).resolves.toBeNull();
    await expect(openAccess(access, '')).resolves.toBeNull();
  });

  it('refuses a tampered file with a clear error', async () => {
    const { key } = await build('code');
    const sealed = await sealJson(key, 'member', page);
    sealed[20] ^= 0x01;
    await expect(openJson(key, 'member', sealed)).rejects.toThrow(SealError);
    await expect(openJson(key, 'member', sealed)).rejects.toThrow(/was changed, or made by another build/);
    await expect(openJson(key, 'member', sealed.slice(0, 10))).rejects.toThrow(/damaged/);
  });

  it('refuses a file passed off under another page name', async () => {
    const { key } = await build('code');
    const sealed = await sealJson(key, 'progress', page);
    await expect(openJson(key, 'member', sealed)).rejects.toThrow(SealError);
  });

  it('does not open with a tampered check, and names an unreadable or v1 access record', async () => {
    const { access } = await build('code');
    await expect(openAccess({ ...access, check: flipByte(access.check, 3) }, 'code')).resolves.toBeNull();
    await expect(openAccess({ ...access, salt: flipByte(access.salt, 0) }, 'code')).resolves.toBeNull();
    await expect(openAccess({ ...access, salt: '%%%' }, 'code')).rejects.toThrow(SealError);
    const v1 = { v: 1, salt: access.salt, iterations: ITERATIONS, iv: 'aXY=', wrappedKey: 'd3JhcHBlZA==' };
    await expect(openAccess(v1 as unknown as AccessRecord, 'code')).rejects.toThrow(/not configured/);
  });

  it('gives every build with the same code and salt the same key, record and name: a kept key still opens after a deploy', async () => {
    const a = await build('same code');
    const b = await build('same code');
    expect(b.access).toEqual(a.access);
    expect(accessId(b.access)).toBe(accessId(a.access));
    expect(toBase64(b.contentKey)).toBe(toBase64(a.contentKey));
    // A file sealed by the first build opens with the key a member kept from it, in the second.
    const sealedByA = await sealJson(a.key, 'member', page);
    await expect(openJson(b.key, 'member', sealedByA)).resolves.toEqual(page);
  });

  it('gives another code, or another salt, another key and another name: the old key opens nothing', async () => {
    const a = await build('same code');
    for (const other of [await build('new code'), await build('same code', new TextEncoder().encode('rotated salt'))]) {
      expect(accessId(other.access)).not.toBe(accessId(a.access));
      expect(toBase64(other.contentKey)).not.toBe(toBase64(a.contentKey));
      await expect(openJson(other.key, 'member', await sealJson(a.key, 'member', page))).rejects.toThrow(SealError);
    }
  });

  it('publishes the salt, the iterations and a check value, never the key; the check tells a right code from a wrong one', async () => {
    const { access, contentKey } = await build('club passphrase');
    expect(Object.keys(access).sort()).toEqual(['check', 'iterations', 'salt', 'v']);
    expect(access).toMatchObject({ v: 2, iterations: ITERATIONS, salt: toBase64(SALT) });
    expect(JSON.stringify(access)).not.toContain(toBase64(contentKey));
    expect(fromBase64(access.check)).toHaveLength(32);
    const raw = await openAccess(access, 'club passphrase');
    expect(raw && toBase64(raw)).toBe(toBase64(contentKey));
    await expect(openAccess(access, 'Club passphrase')).resolves.toBeNull();
  });

  it('reads the code in NFC: é typed as one character or as e and an accent is one code', async () => {
    const { access } = await build('caf\u00e9 au lait');
    await expect(openAccess(access, 'cafe\u0301 au lait')).resolves.not.toBeNull();
  });

  it('derives the key as PBKDF2-SHA-256 (a known answer from Node, apart from WebCrypto)', async () => {
    const { pbkdf2Sync } = await import('node:crypto');
    const { contentKey } = await build('known answer');
    expect(Buffer.from(contentKey).toString('hex')).toBe(pbkdf2Sync('known answer', SALT, ITERATIONS, 32, 'sha256').toString('hex'));
  });
});
