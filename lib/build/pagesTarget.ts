/**
 * Where GitHub Pages serves the site, read from content/site.yaml's `url` and the repository the
 * deploy runs in, so that moving to a custom domain is a content edit and the workflow stays as it
 * is. A `<owner>.github.io` address serves a project site under `/<repository>` (the owner's one
 * `<owner>.github.io` repository at the root); any other address is a custom domain, served at the
 * root, named in a `CNAME` file beside the pages. A custom domain is its own origin: the members'
 * area then shares its browser storage with no other site (README, "Deploying").
 */
export type PagesTarget = {
  /** `NEXT_PUBLIC_BASE_PATH`: '' at the root. */
  basePath: string;
  /** The host a CNAME file names, or null on `<owner>.github.io`. */
  customDomain: string | null;
};

const PAGES_HOST = '.github.io';

/** `repository` is `owner/name`, as GitHub Actions' GITHUB_REPOSITORY gives it. */
export function pagesTarget(siteUrl: string, repository: string | undefined): PagesTarget {
  const host = new URL(siteUrl).hostname.toLowerCase();
  if (!host.endsWith(PAGES_HOST)) return { basePath: '', customDomain: host };
  const name = repository?.split('/')[1] ?? '';
  if (!name || name.toLowerCase() === host) return { basePath: '', customDomain: null };
  return { basePath: `/${name}`, customDomain: null };
}

/** The CNAME file's text: the host on one line. */
export const cnameText = (target: PagesTarget) => (target.customDomain ? `${target.customDomain}\n` : null);
