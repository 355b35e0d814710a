/** /manifest.webmanifest, written at build: the site as an app on a phone's home screen (lib/offline/manifest.ts). */
import type { MetadataRoute } from 'next';
import { basePath } from '@/lib/asset';
import { loadSite } from '@/lib/content/site';
import { webAppManifest } from '@/lib/offline/manifest';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return webAppManifest(loadSite(), basePath);
}
