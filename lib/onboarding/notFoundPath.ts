/** Reads an unknown onboarding address on the 404 page: `{ block, sub }`, or null for any other path. */
const ONBOARDING_PATH = /^\/onboarding\/([^/]+)\/([^/]+)\/?$/;

export function onboardingTarget(pathname: string, base = ''): { block: string; sub: string } | null {
  const path = base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) : pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: match the raw path
  }
  const match = ONBOARDING_PATH.exec(decoded);
  return match ? { block: match[1], sub: match[2] } : null;
}
