/**
 * The address of a 'Continue on another device' link (./handoff.ts makes what it carries): kept apart
 * so that the sign-in page, which hands the link's fragment on to /progress, loads these few lines and
 * not the encoder.
 */
export const HANDOFF_PARAM = 'continue';

/**
 * The whole link: this site's sign-in page, which goes on to /progress/ (`?next=`, a path only) and
 * hands the fragment on (components/Login/LoginForm), with the progress in the fragment. A browser
 * already signed in goes straight through.
 */
export const handoffLink = (siteRoot: string, payload: string) =>
  `${siteRoot.replace(/\/+$/, '')}/login/?next=%2Fprogress%2F#${HANDOFF_PARAM}=${payload}`;
