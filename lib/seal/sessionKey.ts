/**
 * The content key of the signed-in member (base64), handed over by the session store whenever it
 * changes and read by ./client when a sealed file is opened. Apart from ./client so that the session
 * store, in every page, does not carry the fetching and cipher code.
 */
let rawKey: string | null = null;
let checkBeforeUse: () => void = () => {};

/** `beforeUse` runs each time the key is asked for: the session ends a kept sign-in whose time is up. */
export function setSessionKey(raw: string | null, beforeUse: () => void = () => {}): void {
  rawKey = raw;
  checkBeforeUse = beforeUse;
}

export function sessionKey(): string | null {
  checkBeforeUse();
  return rawKey;
}
