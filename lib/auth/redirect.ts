/**
 * Where to go after sign-in. Only a path of the members area on this site is accepted, so a link like
 * /login?next=https://evil.example cannot send a member elsewhere (no open redirect).
 */
import { membersPages, type MembersRoute } from '@/lib/members/pages';

export const MEMBER_HOME_PATH = '/member' satisfies MembersRoute;

/** The members-only pages (one root per folder of app/(members)/); /onboarding/... pages are below the /onboarding root. */
export const membersAreaRoots: readonly MembersRoute[] = membersPages.map((p) => p.route);

const safePath = /^\/[A-Za-z0-9_\-./]*$/;

export function isMembersAreaPath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return membersAreaRoots.some((root) => clean === root || clean.startsWith(`${root}/`));
}

/**
 * The path to return to after sign-in, or null when `next` is missing or not a plain members' path.
 * Rejects absolute and protocol-relative URLs (`https://`, `//evil`, `/\evil`), percent-encoded
 * tricks (`/%2F%2Fevil`, `%5C`), dot segments and anything with a query, fragment or control character.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > 300) return null;
  if (!safePath.test(next)) return null; // no ':', '\\', '%', '?', '#', spaces or control characters
  if (next.startsWith('//')) return null;
  if (next.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (next.includes('//')) return null;
  return isMembersAreaPath(next) ? next : null;
}

/** `/login?next=...` for a visitor the guard turns away from `pathname`. */
export function loginPathFor(pathname: string): string {
  const next = safeReturnPath(pathname);
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
