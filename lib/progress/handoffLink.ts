/**
 * The address of a 'Continue on another device' link (./handoff.ts makes what it carries): kept apart
 * so that the members' guard, which keeps a link's fragment through sign-in on every members' page,
 * loads these few lines and not the encoder.
 */
export const HANDOFF_PARAM = 'continue';

/** The whole link: this site's /progress/ with the progress in its fragment. */
export const handoffLink = (siteRoot: string, payload: string) => `${siteRoot.replace(/\/+$/, '')}/progress/#${HANDOFF_PARAM}=${payload}`;
