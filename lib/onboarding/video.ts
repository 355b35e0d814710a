/**
 * The video service's addresses for a video: thumbnails tried in order, the
 * availability probe, the embed URL with autoplay/rel, and the external watch page.
 */
import { asset } from '@/lib/asset';
import { parseVideoId } from './parseVideoId';

export const IMAGE_HOST = 'https://img.youtube.com';
export const SECOND_IMAGE_HOST = 'https://i.ytimg.com';

/** Thumbnail URLs to try in order; an empty list means the camera placeholder. */
export function thumbnailCandidates(video: { url: string; thumbnail?: string }): string[] {
  const own = video.thumbnail ? [asset(video.thumbnail)] : [];
  const id = parseVideoId(video.url);
  if (!id) return own;
  return [
    ...own,
    `${IMAGE_HOST}/vi/${id}/hqdefault.jpg`,
    `${IMAGE_HOST}/vi/${id}/maxresdefault.jpg`,
    `${SECOND_IMAGE_HOST}/vi/${id}/hqdefault.jpg`,
  ];
}

/** The image loaded to decide whether the video can be played here (3 s timeout in the caller). */
export function availabilityProbeUrl(id: string): string {
  return `${IMAGE_HOST}/vi/${id}/hqdefault.jpg`;
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The embed address: the officer's embed URL as written, or one built from the id of another form. */
export function embedUrl(url: string): string | null {
  const id = parseVideoId(url);
  if (!id) return null;
  return /\/embed\//.test(url) ? url.trim() : `https://www.youtube.com/embed/${id}`;
}

/** Adds autoplay=1 and rel=0, whether or not the URL already has a query (or those parameters). */
export function withEmbedParams(url: string): string {
  const [beforeHash, hash] = url.split('#', 2);
  const [base, query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('autoplay', '1');
  params.set('rel', '0');
  return `${base}?${params.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}
