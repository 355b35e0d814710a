/**
 * GitHub Pages serves every project site of an owner from one origin, `https://<owner>.github.io`,
 * each under its own path, and browsers keep local and session storage per origin, not per path.
 * Under a base path, the pages of the owner's other project sites can therefore read what this site
 * keeps in the browser, the members' content key of 'Keep me signed in on this device' included.
 * The build says so once (next.config.mjs); the README's "Deploying" says how to leave the shared origin.
 */
const WARNED_ENV = 'SHARED_ORIGIN_WARNED';

/** The warning for a base path, one line each, or null when the site is at the root of its origin. */
export function sharedOriginWarning(basePath, owner) {
  if (!basePath) return null;
  const name = owner ? owner.toLowerCase() : '<owner>';
  return [
    `NEXT_PUBLIC_BASE_PATH is "${basePath}": on GitHub Pages this site then shares one`,
    `origin, https://${name}.github.io, with the owner's other project sites, and their`,
    "pages can read this site's browser storage: the members' content key kept by",
    "'Keep me signed in on this device' included.",
    "For the members' area, give this site its own custom domain (Settings → Pages →",
    'Custom domain) and build with NEXT_PUBLIC_BASE_PATH empty. The repository',
    `${name}.github.io is at the root too, but shares its origin with every project`,
    'site of the owner that has no domain of its own. See "Deploying" in the README.',
  ];
}

/** Prints the warning once per build (its worker processes inherit the mark), framed as the build's others are. */
export function warnAboutSharedOrigin(basePath, env = process.env) {
  const lines = sharedOriginWarning(basePath, env.GITHUB_REPOSITORY_OWNER);
  if (!lines || env[WARNED_ENV]) return;
  env[WARNED_ENV] = '1';
  const frame = '!'.repeat(78);
  console.warn(['', frame, ...lines.map((l) => `!!  ${l}`), frame, ''].join('\n'));
}
