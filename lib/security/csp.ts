/**
 * The site's Content-Security-Policy, delivered as a <meta> (a static host such as GitHub Pages sets
 * no headers for us): the root layout writes it, scripts/harden-export.ts completes it after the
 * build. Outside hosts come from the services in content/site.yaml and from the build's
 * form-service and photo-feed variables, so a re-skin that changes a service changes the policy.
 *
 * Limits, on purpose or by necessity (see docs/security.md, "The script policy"):
 * - script-src has no 'unsafe-inline': Next's static export writes its page data as inline scripts
 *   whose content changes every build, and a static site cannot hand out per-request nonces, so a
 *   post-build step (scripts/harden-export.ts) lists each page's inline scripts by their SHA-256
 *   and writes the policy's <meta http-equiv> at the top of <head>. The layout only writes the
 *   source (POLICY_SOURCE_META), so an export that skipped that step has no policy at all: every
 *   build of an export runs it, and the e2e tests check each page's policy.
 * - style-src needs 'unsafe-inline': the server HTML carries style attributes (the carousel's slide
 *   offset, the intro's mask size, the About page's column count). Styles that script sets through
 *   element.style (React's, after hydration) are not governed by the policy.
 * - A <meta> policy cannot carry frame-ancestors (browsers ignore it there): framing the site
 *   can only be refused by a header, which GitHub Pages does not let us set.
 */
import type { Site } from '@/lib/content/site';

export type PolicySources = {
  services: Pick<Site['services'], 'videoHosts' | 'photoHosts'>;
  /** The form service's submit URL (NEXT_PUBLIC_CONTACT_ENDPOINT), when the form is configured. */
  formEndpoint?: string;
  /** The photo feed's API host, when the feed is built in (its token is set). */
  photoFeedHost?: string;
};

/** The scheme, host and port of an https:// address, or null for anything else. */
export function httpsOrigin(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The name of the <meta> the root layout writes the policy into, for scripts/harden-export.ts to
 * turn into the page's real policy (with its script hashes). The layout cannot write the real
 * <meta http-equiv> itself: React hydrates a <meta> by its content, so once the hashes are added it
 * would no longer recognise it and would insert a second, hash-less policy that blocks the page.
 */
export const POLICY_SOURCE_META = 'content-security-policy-base';

const list = (...sources: (string | null | undefined)[]) => [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');

/** The policy text, one directive after another. */
export function contentSecurityPolicy({ services, formEndpoint, photoFeedHost }: PolicySources): string {
  const { videoHosts, photoHosts } = services;
  const directives: Record<string, string> = {
    'default-src': "'self'",
    // No 'unsafe-inline': scripts/harden-export.ts adds the hash of each inline script of each exported
    // page (lib/security/hardenHtml.ts), so a script injected into a page cannot run.
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    // data: for inline SVG icons, blob: for the previews of files a member is about to upload.
    'img-src': list("'self'", 'data:', 'blob:', ...videoHosts.images, ...photoHosts.images),
    'media-src': "'self'",
    'frame-src': list(...videoHosts.player),
    'connect-src': list("'self'", httpsOrigin(formEndpoint), httpsOrigin(photoFeedHost)),
    // The offline worker (sw.js) and the web app manifest, both from the site itself.
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
