/**
 * The address of a 'Continue on another device' link (./handoff.ts makes what it carries): kept apart
 * so that the members' guard, which keeps a link's fragment through sign-in on every members' page,
 * loads these few lines and not the encoder.
 */
export const HANDOFF_PARAM = 'continue';
/** Where the members' guard keeps a link's fragment, in session storage, for after sign-in (a per-tab name). */
export const HANDOFF_STASH = 'onboarding-handoff';

/** The whole link: this site's /progress/ with the progress in its fragment. */
export const handoffLink = (siteRoot: string, payload: string) => `${siteRoot.replace(/\/+$/, '')}/progress/#${HANDOFF_PARAM}=${payload}`;
