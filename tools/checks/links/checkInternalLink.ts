/**
 * Decides whether a site path written in content (`/about`, `/onboarding/softwareB1/1_2`,
 * `/images/events/demo.webp`) leads somewhere in the exported site. Pure: the caller supplies what
 * exists, so the rules are tested without a build.
 */
import { editDistance } from '@/lib/editDistance';

export type SiteIndex = {
  /** Page routes from app/, without trailing slash: `/`, `/about`, `/onboarding/[block]/[moduleSubmodule]`. */
  routes: string[];
  /** Onboarding pages that have a content file: `softwareB1/1_2`. */
  onboardingPages: ReadonlySet<string>;
  /** Whether `public/<path>` is a file. */
  publicFileExists: (sitePath: string) => boolean;
};

const ONBOARDING_ROUTE = '/onboarding/[block]/[moduleSubmodule]';

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (/^\[[^\]]+\]$/.test(segment) ? got[i] !== '' : segment === got[i]));
}

/** The closest known page, when one is close enough to be a likely typo. */
export function suggestRoute(path: string, routes: string[]): string | undefined {
  const candidates = routes.filter((r) => !r.includes('['));
  let best: { route: string; d: number } | undefined;
  for (const route of candidates) {
    const d = editDistance(path, route);
    if (!best || d < best.d) best = { route, d };
  }
  return best && best.d <= Math.max(2, Math.floor(path.length / 4)) ? best.route : undefined;
}

/** null when the link resolves; otherwise a sentence saying what is wrong and how to fix it. */
export function checkInternalLink(href: string, site: SiteIndex): string | null {
  const bare = href.split(/[?#]/)[0];
  if (bare === '') return null;
  let path: string;
  try {
    path = decodeURI(bare);
  } catch {
    return `"${href}" is not a valid address: remove stray "%" characters`;
  }
  if (path.split('/').includes('..'))
    return `"${href}" must not contain "..": write the path from the site root, e.g. /images/events/demo.webp`;

  const lastSegment = path.split('/').at(-1) ?? '';
  if (/\.[A-Za-z0-9]{1,5}$/.test(lastSegment)) {
    return site.publicFileExists(path) ? null : `no file public${path}: add the file under public/ or fix the path (letter case matters)`;
  }

  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (route.startsWith('/onboarding/')) {
    const [block, sub, ...rest] = route.slice('/onboarding/'.length).split('/');
    if (rest.length === 0 && sub && site.onboardingPages.has(`${block}/${sub}`)) return null;
    return `no onboarding page ${route}: there is no content/onboarding/${block ?? '<block>'}/${sub ?? '<module>_<sub>'}.mdx (links look like /onboarding/softwareB1/1_1)`;
  }
  if (site.routes.some((pattern) => pattern !== ONBOARDING_ROUTE && matches(pattern, route))) return null;
  const suggestion = suggestRoute(route, site.routes);
  return `no page at ${route}${suggestion ? `: did you mean ${suggestion}?` : ''} (pages: ${site.routes.filter((r) => !r.includes('[')).join(', ')})`;
}
