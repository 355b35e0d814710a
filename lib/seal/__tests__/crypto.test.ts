/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  accessId,
  createAccess,
  fromBase64,
  importContentKey,
  importSealingKeys,
  openAccess,
  openBytes,
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
  return { access, contentKey, key: await importSealingKeys(contentKey), opener: await importContentKey(contentKey) };
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
    const { key, opener } = await build('code');
    const sealed = await sealJson(key, 'member', page);
    sealed[20] ^= 0x01;
    await expect(openJson(opener, 'member', sealed)).rejects.toThrow(SealError);
    await expect(openJson(opener, 'member', sealed)).rejects.toThrow(/was changed, or made by another build/);
    await expect(openJson(opener, 'member', sealed.slice(0, 10))).rejects.toThrow(/damaged/);
  });

  it('refuses a file passed off under another page name', async () => {
    const { key, opener } = await build('code');
    const sealed = await sealJson(key, 'progress', page);
    await expect(openJson(opener, 'member', sealed)).rejects.toThrow(SealError);
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
    await expect(openJson(b.opener, 'member', sealedByA)).resolves.toEqual(page);
  });

  it('gives another code, or another salt, another key and another name: the old key opens nothing', async () => {
    const a = await build('same code');
    for (const other of [await build('new code'), await build('same code', new TextEncoder().encode('rotated salt'))]) {
      expect(accessId(other.access)).not.toBe(accessId(a.access));
      expect(toBase64(other.contentKey)).not.toBe(toBase64(a.contentKey));
      await expect(openJson(other.opener, 'member', await sealJson(a.key, 'member', page))).rejects.toThrow(SealError);
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

describe('sealed files change only when their text does (a synthetic IV)', () => {
  it('seals the same text under the same name to the same bytes, build after build', async () => {
    const a = await build('same code');
    const b = await build('same code');
    const first = await sealJson(a.key, 'onboarding-softwareB1-1_1', page);
    expect(toBase64(await sealJson(a.key, 'onboarding-softwareB1-1_1', page))).toBe(toBase64(first));
    expect(toBase64(await sealJson(b.key, 'onboarding-softwareB1-1_1', page))).toBe(toBase64(first));
  });

  it('gives another text, or the same text under another name, another IV: an IV never meets two texts', async () => {
    const { key, opener } = await build('code');
    const iv = (sealed: Uint8Array) => toBase64(sealed.slice(0, 12));
    const base = await sealJson(key, 'member', page);
    const edited = await sealJson(key, 'member', { ...page, heading: 'Module 2.2: Fourier Transform' });
    const renamed = await sealJson(key, 'progress', page);
    expect(new Set([iv(base), iv(edited), iv(renamed)]).size).toBe(3);
    await expect(openJson(opener, 'member', edited)).resolves.toMatchObject({ heading: 'Module 2.2: Fourier Transform' });
    await expect(openJson(opener, 'progress', renamed)).resolves.toEqual(page);
  });

  it('takes the IV from a key of its own (a known answer from Node: HKDF, then HMAC of the name and the plaintext)', async () => {
    const { hkdfSync, createHmac } = await import('node:crypto');
    const a = await build('code a');
    const sealed = await sealJson(a.key, 'member', page);
    const plain = await openBytes(a.opener, 'member', sealed);
    const ivKey = new Uint8Array(hkdfSync('sha256', a.contentKey, new Uint8Array(32), 'neurotech sealed file synthetic iv v1', 32));
    const length = new Uint8Array([0, 0, 0, 'member'.length]);
    const expected = createHmac('sha256', ivKey).update(length).update('member').update(plain).digest().subarray(0, 12);
    expect(toBase64(sealed.slice(0, 12))).toBe(expected.toString('base64'));
    // Another code: the same text gets another IV.
    const b = await build('code b');
    expect(toBase64((await sealJson(b.key, 'member', page)).slice(0, 12))).not.toBe(expected.toString('base64'));
  });
});

describe('a file sealed before IVs were synthetic (frozen: made once, never regenerated)', () => {
  // Sealed on 2026-11-28 by the code of the day, with a random IV: fixtures/README.md.
  const frozen = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/sealed-random-iv.json'), 'utf8')) as {
    code: string;
    access: AccessRecord;
    name: string;
    sealed: string;
    payload: unknown;
  };

  it("still opens with the key of that build's code", async () => {
    const raw = await openAccess(frozen.access, frozen.code);
    expect(raw).not.toBeNull();
    await expect(openJson(await importContentKey(raw!), frozen.name, fromBase64(frozen.sealed))).resolves.toEqual(frozen.payload);
  });
});
