/** @jest-environment node */
import { createBuildKey } from '@/scripts/access-code.mjs';
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

async function build(code: string) {
  const { access, contentKey } = await createAccess(code, ITERATIONS);
  return { access, key: await importContentKey(contentKey) };
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

  it('does not open a tampered wrapped key, and names an unreadable access record', async () => {
    const { access } = await build('code');
    await expect(openAccess({ ...access, wrappedKey: flipByte(access.wrappedKey, 3) }, 'code')).resolves.toBeNull();
    await expect(openAccess({ ...access, iv: flipByte(access.iv, 0) }, 'code')).resolves.toBeNull();
    await expect(openAccess({ ...access, salt: '%%%' }, 'code')).rejects.toThrow(SealError);
    await expect(openAccess({ ...access, v: 2 } as unknown as AccessRecord, 'code')).rejects.toThrow(/not configured/);
  });

  it("gives every build its own key: one build's key is not opened with another build's salt", async () => {
    const a = await build('same code');
    const b = await build('same code');
    expect(a.access.salt).not.toBe(b.access.salt);
    expect(accessId(a.access)).not.toBe(accessId(b.access));
    await expect(openAccess({ ...a.access, salt: b.access.salt }, 'same code')).resolves.toBeNull();
    const sealedByA = await sealJson(a.key, 'member', page);
    await expect(openJson(b.key, 'member', sealedByA)).rejects.toThrow(SealError);
  });

  it("opens, in WebCrypto, the key the build wrapped with Node's crypto (scripts/access-code.mjs)", async () => {
    const { access, contentKey } = createBuildKey('club passphrase', ITERATIONS);
    const raw = await openAccess(access as AccessRecord, 'club passphrase');
    expect(raw && toBase64(raw)).toBe(contentKey);
    await expect(openAccess(access as AccessRecord, 'Club passphrase')).resolves.toBeNull();
  });
});
