// Placeholder bar: the real navigation (public and signed-in variants) comes with issue 4's work.
import Link from 'next/link';

export default function NavBar({ organizationName }: { organizationName: string }) {
  return (
    <header style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 80, background: '#16181d', zIndex: 50 }}>
      <nav aria-label="Main">
        <Link href="/" style={{ color: '#fff' }}>
          {organizationName}
        </Link>
      </nav>
    </header>
  );
}
