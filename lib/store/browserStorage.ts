/**
 * The browser's session or local storage for the stores, or null on the server and where the browser
 * refuses it (reading `window.localStorage` throws when storage is disabled): callers then behave as
 * a fresh visitor whose work lasts for the visit. Components never touch storage themselves.
 */
export function browserStorage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}
