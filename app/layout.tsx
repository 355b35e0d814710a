import type { Metadata, Viewport } from 'next';
import NavBar from '@/components/NavBar';
import { asset, basePath, storageName } from '@/lib/asset';
import { loadSite } from '@/lib/content/site';
import { DEFAULT_PHOTO_FEED_HOST } from '@/lib/events/photoFeed';
import { PNG_ICONS } from '@/lib/images/icons';
import { CACHED_AT_STORAGE_NAME, offlineScript } from '@/lib/offline/register';
import { previewBase, siteLinkPreview } from '@/lib/preview/linkPreview';
import { KEY_STORAGE_KEY, SIGNED_OUT_STORAGE_KEY } from '@/lib/seal/access';
import { POLICY_SOURCE_META, contentSecurityPolicy } from '@/lib/security/csp';
import { themeCss } from '@/lib/theme/palette';
import { prePaintScript, THEME_STORAGE_NAME } from '@/lib/theme/prePaint';
import './globals.css';
import './offline.css';

export function generateMetadata(): Metadata {
  const site = loadSite();
  return {
    title: { default: site.organization.name, template: `%s | ${site.organization.name}` },
    description: site.organization.description,
    metadataBase: previewBase(site),
    // The logo itself where a browser takes an SVG, and PNGs made from it (lib/images/icons.ts).
    icons: {
      icon: [
        { url: asset(site.logo), type: 'image/svg+xml' },
        ...PNG_ICONS.filter((i) => i.rel === 'icon').map((i) => ({ url: asset(i.src), sizes: `${i.size}x${i.size}`, type: 'image/png' })),
      ],
      apple: PNG_ICONS.filter((i) => i.rel === 'apple').map((i) => ({ url: asset(i.src), sizes: `${i.size}x${i.size}` })),
    },
    ...siteLinkPreview(site),
  };
}

export function generateViewport(): Viewport {
  return { themeColor: loadSite().colours.brand, width: 'device-width', initialScale: 1 };
}

/** The policy of this build: its services, and the form and feed only when they are built in. */
function buildPolicy(site: ReturnType<typeof loadSite>): string {
  const feedOn = Boolean(process.env.NEXT_PUBLIC_PHOTO_FEED_TOKEN);
  return contentSecurityPolicy({
    services: site.services,
    formEndpoint: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT,
    photoFeedHost: feedOn ? process.env.NEXT_PUBLIC_PHOTO_FEED_HOST || DEFAULT_PHOTO_FEED_HOST : undefined,
  });
}

/** The storage names the offline script reads: the member's key, the last Logout, when the site was last cached. */
const offlineNames = { memberKey: KEY_STORAGE_KEY, signedOutKey: SIGNED_OUT_STORAGE_KEY, cachedKey: storageName(CACHED_AT_STORAGE_NAME) };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const site = loadSite();
  return (
    // data-theme is the inline script's (below), set before React hydrates: not a mismatch to report.
    <html lang="en" suppressHydrationWarning>
      {/* The development server needs eval for its tooling: the policy is for exported builds.
          Not yet a policy: scripts/harden-export.ts adds each page's inline-script hashes and
          writes the <meta http-equiv> first in <head> (lib/security/hardenHtml.ts says why). */}
      <head>
        {process.env.NODE_ENV === 'production' && <meta name={POLICY_SOURCE_META} content={buildPolicy(site)} />}
        {/* Every colour of the site as a custom property, the brand's from content/site.yaml (lib/theme/palette.ts). */}
        <style>{themeCss(site.colours)}</style>
        {/* The chosen theme on <html> before the first paint, and the theme control's behaviour (lib/theme/prePaint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: prePaintScript(storageName(THEME_STORAGE_NAME)) }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavBar organizationName={site.organization.name} />
        <div id="main" tabIndex={-1} className="page-main">
          {children}
        </div>
        {/* The offline worker for members, its 'new version' offer and the offline mark (lib/offline/register.ts);
            not in development, where a worker would cache the development server's files. */}
        {process.env.NODE_ENV === 'production' && <script dangerouslySetInnerHTML={{ __html: offlineScript(basePath, offlineNames) }} />}
      </body>
    </html>
  );
}
