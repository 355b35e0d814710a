/**
 * Every members' page, the module pages included, is noindex: set once here rather than on each
 * page, so a new members' page cannot forget it. The guard itself is the client leaf below.
 */
import type { Metadata } from 'next';
import MembersGuard from '@/components/Members/MembersGuard';

export const metadata: Metadata = { robots: { index: false } };

export default function MembersLayout({ children }: { children: React.ReactNode }) {
  return <MembersGuard>{children}</MembersGuard>;
}
