/**
 * The browser side of the sealed members' area: fetches a sealed file of this build (its page's HTML
 * preloads it) and opens it with the content key of the member's session, which the session store
 * hands over (./sessionKey); nothing here reads storage.
 */
import { currentAccess, currentAccessId } from './access';
import { fromBase64, importContentKey, openJson, SealError } from './crypto';
import { keyCheck } from './memberKey.mjs';
import { sealedUrl } from './names';
import { sessionKey } from './sessionKey';

export { SealError };

/**
 * A sealed file that does not open with a key that is this build's (its check matches the access
 * record): the file is damaged, or a CDN still serves the one of an earlier deploy beside new pages.
 * The sign-in is fine; the page says so and keeps it.
 */
export class SealedFileDamaged extends SealError {
  constructor(name: string) {
    super(`The members' file "${name}" could not be opened with a sign-in that belongs to this build`);
    this.name = 'SealedFileDamaged';
  }
}

/** A sealed file's name: 'search', 'outline', 'member', 'onboarding-softwareB1-1_1', … */
export type SealedName = string;

/** What was opened with which key: a new sign-in opens the files again. */
let openedWith: string | null = null;
let key: Promise<CryptoKey> | null = null;
const opened = new Map<SealedName, Promise<unknown>>();

async function fetchAndOpen(name: SealedName, raw: string, again = false): Promise<unknown> {
  key ??= importContentKey(fromBase64(raw));
  // Asked again past every cache (the browser's and a CDN's, which keys on the query too).
  const response = await (again ? fetch(`${sealedUrl(name)}?fresh=${Date.now()}`, { cache: 'reload' }) : fetch(sealedUrl(name)));
  if (!response.ok) throw new Error(`The page's data could not be loaded (${response.status})`);
  return openJson(await key, name, new Uint8Array(await response.arrayBuffer()));
}

/** Whether `raw` is this build's content key: its check is the access record's. */
async function belongsToThisBuild(raw: string): Promise<boolean> {
  const access = currentAccess();
  try {
    return access !== null && (await keyCheck(fromBase64(raw))) === access.check;
  } catch {
    return false;
  }
}

/**
 * Opens the file; when it does not open with this build's key, asks for it once more past the caches,
 * then calls it damaged. A key that is not this build's (a hand-written session) stays a SealError.
 */
async function openOrRetry(name: SealedName, raw: string): Promise<unknown> {
  try {
    return await fetchAndOpen(name, raw);
  } catch (error) {
    if (!(error instanceof SealError) || !(await belongsToThisBuild(raw))) throw error;
  }
  try {
    return await fetchAndOpen(name, raw, true);
  } catch (error) {
    throw error instanceof SealError ? new SealedFileDamaged(name) : error;
  }
}

/** Drops every file opened and the imported key: the session that opened them is over. */
export function forgetOpened(): void {
  openedWith = null;
  key = null;
  opened.clear();
}

/**
 * The decrypted JSON of `/sealed/{name}.bin`, fetched once per sign-in. Rejects with a SealError
 * when there is no key or it is not this build's (a hand-written session), with SealedFileDamaged
 * when this build's key does not open the file even fresh, and with a plain Error when the network
 * fails (retrying is then worth it).
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
    found = openOrRetry(name, rawKey);
    opened.set(name, found);
    found.catch(() => opened.delete(name));
  }
  return found as Promise<T>;
}
