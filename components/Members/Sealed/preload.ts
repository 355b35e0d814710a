/**
 * Asks the page's HTML to fetch its sealed file at once (`<link rel="preload" as="fetch">`), so the
 * file arrives with the scripts instead of after them. Server components only.
 */
import { preload } from 'react-dom';
import { sealedUrl } from '@/lib/seal/names';

export function preloadSealed(name: string): void {
  preload(sealedUrl(name), { as: 'fetch', crossOrigin: 'anonymous' });
}
