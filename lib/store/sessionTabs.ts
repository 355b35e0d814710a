/**
 * Every tab follows a Logout in any other (the storage event fires in the others only): it forgets
 * its own copy of the sign-in and, on a members' page, leaves for '/' as Logout does, by a full load
 * so that nothing opened stays in memory. A page the browser restores from its back/forward cache
 * reads the sign-in again before React paints it; a members' page whose sign-in ended meanwhile then
 * loads the sign-in page afresh (the restored page's router need not move, and its memory holds what
 * it decrypted), which reads the stored sign-in itself and says whether it expired. An expired kept
 * sign-in also ends when the tab is looked at again.
 */
import { basePath } from '@/lib/asset';
import { isMembersAreaPath, loginPathFor } from '@/lib/auth/redirect';
import { SIGNED_OUT_STORAGE_KEY } from '@/lib/seal/access';
import { loadAfresh } from './loadAfresh';
import { storedSignIn } from './signInStorage';
import type { useSessionStore as SessionStore } from './session';

const pathInside = () => window.location.pathname.slice(basePath.length) || '/';

/** Listens, for `store`, to the other tabs, the back/forward cache and the tab being shown again (`expireIfDue`). */
export function followOtherTabs(store: typeof SessionStore, signingOut: object, expireIfDue: () => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== SIGNED_OUT_STORAGE_KEY || event.newValue === null) return;
    if (store.getState().member === null) return;
    store.getState().signedOutElsewhere();
    if (isMembersAreaPath(pathInside())) loadAfresh('/');
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const found = storedSignIn(Date.now());
    if (typeof found === 'object' && found !== null) return store.setState({ ...found, ready: true, expired: false });
    if (!isMembersAreaPath(pathInside())) return store.getState().restore();
    store.setState(signingOut); // paints nothing of the page, and keeps the guard from racing the load
    loadAfresh(loginPathFor(pathInside()));
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') expireIfDue();
  });
}
