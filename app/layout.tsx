import type { Metadata, Viewport } from 'next';
import NavBar from '@/components/NavBar';
import { asset } from '@/lib/asset';
import { loadSite } from '@/lib/content/site';
import './globals.css';

export function generateMetadata(): Metadata {
  const site = loadSite();
  return {
    title: { default: site.organization.name, template: `%s | ${site.organization.name}` },
    description: site.organization.description,
    icons: { icon: asset('/favicon.svg') },
  };
}

export const viewport: Viewport = { themeColor: '#BF5700', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const site = loadSite();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavBar organizationName={site.organization.name} />
        <div id="main" tabIndex={-1} className="page-main">
          {children}
        </div>
      </body>
    </html>
  );
}
