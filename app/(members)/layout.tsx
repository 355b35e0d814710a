/**
 * Every members' page, the module pages included, is noindex. It is set here for the whole group:
 * Next.js merges metadata shallowly, so a page that sets no `robots` inherits this one, and a page
 * that sets its own `robots` replaces it. Every page in app/(members)/ also sets
 * `robots: { index: false }` in its own metadata (`membersPageMetadata`, lib/members/metadata.ts), so
 * this line is a fallback for a new page, not the only guard. e2e/fixture/security.spec.ts and e2e/smoke/security.spec.ts check every exported
 * members' page. The guard itself is the client leaf below.
 */
import type { Metadata } from 'next';
import MembersGuard from '@/components/Members/MembersGuard';

export const metadata: Metadata = { robots: { index: false } };

export default function MembersLayout({ children }: { children: React.ReactNode }) {
  return <MembersGuard>{children}</MembersGuard>;
}
