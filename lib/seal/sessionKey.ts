/**
 * The content key of the signed-in member (base64), handed over by the session store whenever it
 * changes and read by ./client when a sealed file is opened. Apart from ./client so that the session
 * store, in every page, does not carry the fetching and cipher code.
 */
let rawKey: string | null = null;

export function setSessionKey(raw: string | null): void {
  rawKey = raw;
}

export function sessionKey(): string | null {
  return rawKey;
}
