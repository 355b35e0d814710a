/**
 * The 'Recent News' photo feed: GET {host}/me/media with the fields we show and the
 * access token, keep at most 6 posts. A non-OK answer is an error.
 */
export const DEFAULT_PHOTO_FEED_HOST = 'https://graph.instagram.com';
export const MAX_FEED_POSTS = 6;

export type FeedPost = { id: string; caption?: string; media_url: string; permalink: string };

export function photoFeedUrl(host: string, token: string): string {
  const url = new URL(`${host.replace(/\/$/, '')}/me/media`);
  url.searchParams.set('fields', 'id,caption,media_url,permalink');
  url.searchParams.set('access_token', token);
  return url.toString();
}

function isPost(value: unknown): value is FeedPost {
  const p = value as Partial<FeedPost> | null;
  return (
    typeof p === 'object' && p !== null && typeof p.id === 'string' && typeof p.media_url === 'string' && typeof p.permalink === 'string'
  );
}

/** The posts to show from a feed answer: well-formed ones only, at most 6. */
export function postsFromFeed(body: unknown): FeedPost[] {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.filter(isPost).slice(0, MAX_FEED_POSTS) : [];
}

export async function fetchPhotoFeed(host: string, token: string, service: string, fetchImpl: typeof fetch = fetch): Promise<FeedPost[]> {
  const response = await fetchImpl(photoFeedUrl(host, token));
  if (!response.ok) throw new Error(`Failed to fetch ${service} posts`);
  return postsFromFeed(await response.json());
}
