/**
 * Decides whether a site path written in content (`/about`, `/onboarding/softwareB1/1_2`,
 * `/images/events/demo.webp`) leads somewhere in the exported site, and when it does not, says what
 * to write instead: the closest address the build publishes, from the same list. Pure: the caller
 * supplies what exists (./siteIndex.ts), so the rules are tested without a build.
 */
import { editDistance } from '@/lib/editDistance';

export type SiteIndex = {
  /** Every page and route file the build makes, without a trailing slash: `/`, `/about`, `/onboarding/softwareB1/1_2`, `/events.ics`. */
  addresses: ReadonlySet<string>;
  /** Dynamic routes whose addresses could not be listed (their content does not load): an address of their shape is taken. */
  unlisted: readonly string[];
  /** Whether `public/<path>` is a file, in exact letter case. */
  publicFileExists: (sitePath: string) => boolean;
  /** Every file under public/ as a site path, for suggestions. */
  publicFiles: () => readonly string[];
};

/** What is wrong with a link, and (apart) the likely address meant. */
export type LinkProblem = { message: string; hint?: string };

function matches(pattern: string, address: string): boolean {
  const want = pattern.split('/');
  const got = address.split('/');
  return want.length === got.length && want.every((segment, i) => (/^\[[^\]]+\]$/.test(segment) ? got[i] !== '' : segment === got[i]));
}

/**
 * The one closest candidate, when it is close enough to be a typo and no other is as close (a
 * missing /onboarding/softwareB1/1_3 is as close to 1_2 as to 1_4: no guess then). Letter case
 * counts least, so `/About` finds `/about`.
 */
export function closest(written: string, candidates: Iterable<string>): string | undefined {
  let best: { to: string; d: number; tied: boolean } | undefined;
  for (const to of candidates) {
    const d = editDistance(written.toLowerCase(), to.toLowerCase()) + editDistance(written, to) / 1000;
    if (!best || d < best.d) best = { to, d, tied: false };
    else if (d === best.d) best.tied = true;
  }
  return best && !best.tied && best.d <= Math.max(2, Math.floor(written.length / 4)) + 0.5 ? best.to : undefined;
}

/** `/about` written as the officer wrote the link: with their trailing slash, fragment and query. */
const asWritten = (address: string, href: string, bare: string) => {
  const slash = bare.length > 1 && bare.endsWith('/') && address !== '/' ? '/' : '';
  return `${address}${slash}${href.slice(bare.length)}`;
};

const isFileName = (segment: string) => /\.[A-Za-z0-9]{1,5}$/.test(segment);

/** The pages an officer may link to, listed when no address is close: the site's pages, not each module's or file's. */
const pageList = (site: SiteIndex) =>
  [...site.addresses].filter((a) => !a.startsWith('/onboarding/') && !isFileName(a.split('/').at(-1) ?? '')).sort();

/** null when the link resolves; otherwise what is wrong and how to fix it. */
export function checkInternalLink(href: string, site: SiteIndex): LinkProblem | null {
  const bare = href.split(/[?#]/)[0];
  if (bare === '') return null;
  let path: string;
  try {
    path = decodeURI(bare);
  } catch {
    return { message: `"${href}" is not a valid address: remove stray "%" characters` };
  }
  if (path.split('/').includes('..'))
    return { message: `"${href}" must not contain "..": write the path from the site root, e.g. /images/events/demo.webp` };

  const address = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exists = (a: string) => site.addresses.has(a) || site.unlisted.some((pattern) => matches(pattern, a)) || site.publicFileExists(a);
  if (exists(address) || site.publicFileExists(path)) return null;

  // `/neurotech-site/about`: the deployment's base path written in, which the site adds itself.
  const [first, ...rest] = address.split('/').slice(1);
  const withoutFirst = `/${rest.join('/')}`;
  if (rest.length > 0 && exists(withoutFirst) && !exists(`/${first}`))
    return {
      message: `"${href}" starts with /${first}, which is not a page of the site: write the address from the site root, ${asWritten(withoutFirst, href, bare)} (the site adds its base path itself)`,
    };

  const fix = (to: string | undefined) => (to ? { hint: `Did you mean ${asWritten(to, href, bare)}?` } : {});
  if (isFileName(address.split('/').at(-1) ?? '') && !site.addresses.has(address))
    return {
      message: `no file public${path}: add the file under public/ or fix the path (letter case matters)`,
      ...fix(closest(address, site.publicFiles())),
    };
  if (address.startsWith('/onboarding/')) {
    const [block, sub] = address.slice('/onboarding/'.length).split('/');
    const modules = [...site.addresses].filter((a) => a.startsWith('/onboarding/'));
    return {
      message: `no onboarding page ${bare}: there is no content/onboarding/${block || '<block>'}/${sub || '<module>_<sub>'}.mdx (links look like /onboarding/softwareB1/1_1)`,
      ...fix(closest(address, modules)),
    };
  }
  const suggestion = closest(address, site.addresses);
  return {
    message: `no page at ${bare}: a member who follows the link gets the "page not found" page`,
    hint: suggestion ? `Did you mean ${asWritten(suggestion, href, bare)}?` : `The pages: ${pageList(site).join(', ')}`,
  };
}
