/**
 * Which addresses content may link to. A browser runs a `javascript:` address on click and renders
 * a `data:` address as a document of its own; only web, e-mail and phone addresses and site paths
 * are allowed. Used by the body check and by links:check, so both agree.
 */

/**
 * A full web address (http or https, a host with a dot, no spaces): what a link, a video, a document
 * or an officer's page must point to. The content schemas (lib/content/fields) and the body's
 * <Document> check use this one rule.
 */
export const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/;
export const isWebAddress = (url: string) => WEB_ADDRESS.test(url);

/** The message of an address that is not one. */
export const WEB_ADDRESS_EXPECTED = 'expected a full web address starting with https://';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The scheme of an address that content must not use (`javascript`, `data`, `vbscript` ...), or
 * undefined for an allowed one. Reads the address as a browser does: tabs and line breaks inside
 * are dropped and spaces or control characters around it are ignored (`java\tscript:` runs too).
 */
export function disallowedScheme(address: string): string | undefined {
  const url = address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  return scheme && !ALLOWED_SCHEMES.has(scheme) ? scheme : undefined;
}

/** One sentence for an address content must not use, saying what to use instead; undefined for an allowed one. */
export function addressProblem(address: string, kind: 'image' | 'link'): string | undefined {
  const scheme = disallowedScheme(address);
  if (!scheme) return undefined;
  const instead =
    kind === 'image' ? 'an image under /images/ or an https:// address' : 'a full https:// address or a site path like /about';
  return `a ${scheme}: address is not allowed in content; use ${instead} instead`;
}
