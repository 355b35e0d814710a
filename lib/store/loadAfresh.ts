import { basePath } from '@/lib/asset';

/**
 * A full load of `path` (a path of the site, without the base path) in place of the page shown: the
 * page's memory, what it decrypted included, goes with it, and it leaves neither a history entry nor
 * a copy in the back/forward cache. Apart so that tests can see where a tab was sent.
 */
export function loadAfresh(path: string): void {
  window.location.replace(`${basePath}${path}`);
}
