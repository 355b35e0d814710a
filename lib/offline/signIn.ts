/**
 * Sign-in moves to Member Home without loading a page, so the page's offline script (./register.ts),
 * which decides on load whether to cache the members' area, would not see it: the sign-in form tells
 * it with this event on `window`. Apart from register.ts so the form carries one line, not the script.
 */
export const SIGNED_IN_EVENT = 'member-signed-in';

/** Tells the page's offline script that a member has just signed in on this page. */
export function announceSignIn(): void {
  window.dispatchEvent(new Event(SIGNED_IN_EVENT));
}
