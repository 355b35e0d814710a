import { fetchPhotoFeed, photoFeedUrl, postsFromFeed } from '@/lib/events/photoFeed';

const post = (id: number) => ({
  id: String(id),
  caption: `Post ${id}`,
  media_url: `https://cdn.test/${id}.jpg`,
  permalink: `https://photos.test/p/${id}`,
});

describe('the photo feed', () => {
  it('asks {host}/me/media for the shown fields with the token', () => {
    const url = new URL(photoFeedUrl('https://graph.photos.test/', 'tok en'));
    expect(url.origin + url.pathname).toBe('https://graph.photos.test/me/media');
    expect(url.searchParams.get('fields')).toBe('id,caption,media_url,permalink');
    expect(url.searchParams.get('access_token')).toBe('tok en');
  });

  it('keeps at most 6 well-formed posts', () => {
    const data = [...Array.from({ length: 8 }, (_, i) => post(i + 1))];
    expect(postsFromFeed({ data }).map((p) => p.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(postsFromFeed({ data: [{ id: 1 }, post(2)] }).map((p) => p.id)).toEqual(['2']);
    expect(postsFromFeed({})).toEqual([]);
    expect(postsFromFeed(null)).toEqual([]);
  });

  it('treats a non-OK answer as an error named after the service', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, json: async () => ({}) }) as unknown as typeof fetch;
    await expect(fetchPhotoFeed('https://graph.photos.test', 't', 'Instagram', fetchImpl)).rejects.toThrow(
      'Failed to fetch Instagram posts',
    );
  });
});
