/**
 * The web app manifest (app/manifest.ts writes it into the export as /manifest.webmanifest): what a
 * phone needs to add the site to its home screen, all from content/site.yaml's identity and the
 * icons made from its logo (lib/images/icons.ts). Scope and start page are the base path's root,
 * so a project site under /<repository>/ installs as itself and not as its owner's whole origin.
 */
import type { MetadataRoute } from 'next';
import type { Site } from '@/lib/content/site';
import { PNG_ICONS } from '@/lib/images/icons';
import { FIXED_COLOURS } from '@/lib/theme/palette';

type ManifestSite = Pick<Site, 'organization' | 'colours'>;

export function webAppManifest(site: ManifestSite, basePath: string): MetadataRoute.Manifest {
  const root = `${basePath}/`;
  return {
    id: root,
    name: site.organization.name,
    short_name: site.organization.shortName,
    description: site.organization.description,
    start_url: root,
    scope: root,
    display: 'standalone',
    theme_color: site.colours.brand,
    background_color: FIXED_COLOURS.paper,
    icons: PNG_ICONS.filter((icon) => icon.size >= 192 && icon.rel !== 'apple').map((icon) => ({
      src: `${basePath}${icon.src}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
