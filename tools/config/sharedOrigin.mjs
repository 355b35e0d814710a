/**
 * GitHub Pages serves every project site of an owner from one origin, `https://<owner>.github.io`,
 * each under its own path, and browsers keep local and session storage per origin, not per path.
 * Under a base path, the pages of the owner's other project sites can therefore read what this site
 * keeps in the browser, the members' content key of 'Keep me signed in on this device' included.
 * The build says so once (next.config.mjs), in GitHub Actions in the job's summary too; the README's
 * "Deploying" says how to leave the shared origin.
 */
import fs from 'node:fs';

const WARNED_ENV = 'SHARED_ORIGIN_WARNED';

/** The warning for a base path, one line each, or null when the site is at the root of its origin. */
export function sharedOriginWarning(basePath, owner) {
  if (!basePath) return null;
  const name = owner ? owner.toLowerCase() : '<owner>';
  return [
    `NEXT_PUBLIC_BASE_PATH is "${basePath}": on GitHub Pages this site then shares one`,
    `origin, https://${name}.github.io, with the owner's other project sites, and their`,
    "pages can read this site's browser storage: the members' content key kept by",
    "'Keep me signed in on this device' included, and the session's in the same tab.",
    "A copied key opens every members' page until MEMBER_ACCESS_CODE or MEMBER_KEY_SALT",
    'changes: Logout, the 30-day expiry and a new deploy do not stop it.',
    "For the members' area, give this site its own custom domain: set url in",
    'content/site.yaml to it (the deploy then builds at the root and writes CNAME), and',
    `add it in Settings → Pages → Custom domain. The repository ${name}.github.io is at`,
    'the root too, but shares its origin with every project site of the owner that',
    'has no domain of its own. See "Deploying" in the README.',
  ];
}

/** Prints the warning once per build (its worker processes inherit the mark), framed as the build's others are. */
export function warnAboutSharedOrigin(basePath, env = process.env) {
  const lines = sharedOriginWarning(basePath, env.GITHUB_REPOSITORY_OWNER);
  if (!lines || env[WARNED_ENV]) return;
  env[WARNED_ENV] = '1';
  const frame = '!'.repeat(78);
  console.warn(['', frame, ...lines.map((l) => `!!  ${l}`), frame, ''].join('\n'));
  // In GitHub Actions, the job's summary page too, where the deploy's reader looks first.
  if (env.GITHUB_STEP_SUMMARY) fs.appendFileSync(env.GITHUB_STEP_SUMMARY, sharedOriginSummary(lines));
}

/** The warning as the job summary's Markdown. */
const sharedOriginSummary = (lines) => `## ⚠ This site shares its origin\n\n${lines.join('\n')}\n`;
