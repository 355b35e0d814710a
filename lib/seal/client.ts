/**
 * The browser side of the sealed members' area: fetches a sealed file of this build (its page's HTML
 * preloads it) and opens it with the content key of the member's session, which the session store
 * hands over (./sessionKey); nothing here reads storage.
 */
import { currentAccessId } from './access';
import { fromBase64, importContentKey, openJson, SealError } from './crypto';
import { sealedUrl } from './names';
import { sessionKey } from './sessionKey';

export { SealError };

/** A sealed file's name: 'search', 'outline', 'member', 'onboarding-softwareB1-1_1', … */
export type SealedName = string;

/** What was opened with which key: a new sign-in opens the files again. */
let openedWith: string | null = null;
let key: Promise<CryptoKey> | null = null;
const opened = new Map<SealedName, Promise<unknown>>();

async function fetchAndOpen(name: SealedName, raw: string): Promise<unknown> {
  key ??= importContentKey(fromBase64(raw));
  const response = await fetch(sealedUrl(name));
  if (!response.ok) throw new Error(`The page's data could not be loaded (${response.status})`);
  return openJson(await key, name, new Uint8Array(await response.arrayBuffer()));
}

/**
 * The decrypted JSON of `/sealed/{name}.bin`, fetched once per sign-in. Rejects with a SealError
 * when there is no key or it does not open the file (another build, a hand-written session), and
 * with a plain Error when the network fails (retrying is then worth it).
 */
export function openSealed<T>(name: SealedName): Promise<T> {
  const rawKey = sessionKey();
  if (rawKey === null || currentAccessId() === null) return Promise.reject(new SealError('Not signed in'));
  if (rawKey !== openedWith) {
    openedWith = rawKey;
    key = null;
    opened.clear();
  }
  let found = opened.get(name);
  if (!found) {
    found = fetchAndOpen(name, rawKey);
    opened.set(name, found);
    found.catch(() => opened.delete(name));
  }
  return found as Promise<T>;
}
