/** @jest-environment node */
import { openSealed, SealedFileDamaged, SealError } from '@/lib/seal/client';
import { createAccess, importSealingKeys, sealJson, toBase64 } from '@/lib/seal/crypto';
import { setSessionKey } from '@/lib/seal/sessionKey';

const ITERATIONS = 1000;
const page = { heading: 'Module 1.1: Signals' };

type Answer = 'good' | 'flipped';

/**
 * This build (its public access record in the environment, as next.config inlines it) and a fetch that
 * answers `answers` in turn. Each case opens a file of its own name: what one opened is not reused.
 */
async function setUp(name: string, answers: Answer[], sessionCode = 'the code') {
  const salt = new TextEncoder().encode('salt of this site');
  const { access, contentKey } = await createAccess('the code', salt, ITERATIONS);
  process.env.NEXT_PUBLIC_MEMBER_ACCESS = JSON.stringify(access);
  const good = await sealJson(await importSealingKeys(contentKey), name, page);
  const flipped = good.slice();
  flipped[20] ^= 0x01;
  const fetched: string[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    fetched.push(String(url));
    const answer = answers[Math.min(fetched.length - 1, answers.length - 1)];
    return new Response(answer === 'good' ? good : flipped);
  }) as typeof fetch;
  const session = sessionCode === 'the code' ? contentKey : (await createAccess(sessionCode, salt, ITERATIONS)).contentKey;
  setSessionKey(toBase64(session));
  return fetched;
}

afterEach(() => setSessionKey(null));

describe('a sealed file that does not open', () => {
  it('is asked for once more past the caches, and opens when the fresh copy is sound (a CDN served a stale one)', async () => {
    const fetched = await setUp('general-info', ['flipped', 'good']);
    await expect(openSealed('general-info')).resolves.toEqual(page);
    expect(fetched).toHaveLength(2);
    expect(fetched[1]).toMatch(/\/sealed\/general-info\.bin\?fresh=\d+$/);
  });

  it('is called damaged, not a bad sign-in, when this build’s key still does not open it', async () => {
    await setUp('programs', ['flipped', 'flipped']);
    const failure = openSealed('programs');
    await expect(failure).rejects.toBeInstanceOf(SealedFileDamaged);
  });

  it('stays a sign-in problem, asked for once, when the session’s key is not this build’s', async () => {
    const fetched = await setUp('progress', ['good'], 'another code');
    const failure = openSealed('progress');
    await expect(failure).rejects.toBeInstanceOf(SealError);
    await expect(failure).rejects.not.toBeInstanceOf(SealedFileDamaged);
    expect(fetched).toHaveLength(1);
  });
});
