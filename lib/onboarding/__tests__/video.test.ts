import { parseVideoId } from '@/lib/onboarding/parseVideoId';
import { embedUrl, thumbnailCandidates, watchUrl, withEmbedParams } from '@/lib/onboarding/video';

describe('parseVideoId', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&start=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=3s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (url, id) => expect(parseVideoId(url)).toBe(id));

  it.each([
    '{token}',
    'not a url',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?x=1',
    'https://example.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/',
  ])('returns null for %s', (url) => expect(parseVideoId(url)).toBeNull());
});

describe('thumbnailCandidates', () => {
  it('tries hq, then maxres, then the second host', () => {
    expect(thumbnailCandidates({ url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual([
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ]);
  });

  it('puts the video’s own thumbnail first', () => {
    expect(thumbnailCandidates({ url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: '/images/t.png' })[0]).toBe('/images/t.png');
  });

  it('has nothing to try (placeholder) for a URL without an id and no thumbnail', () => {
    expect(thumbnailCandidates({ url: 'https://example.com/video' })).toEqual([]);
  });
});

describe('withEmbedParams', () => {
  it('adds a query when there is none', () => {
    expect(withEmbedParams('https://www.youtube.com/embed/abcdefgh')).toBe('https://www.youtube.com/embed/abcdefgh?autoplay=1&rel=0');
  });
  it('appends to an existing query', () => {
    expect(withEmbedParams('https://www.youtube.com/embed/abcdefgh?start=10')).toBe(
      'https://www.youtube.com/embed/abcdefgh?start=10&autoplay=1&rel=0',
    );
  });
  it('does not repeat parameters already there', () => {
    expect(withEmbedParams('https://www.youtube.com/embed/abcdefgh?rel=1&autoplay=0')).toBe(
      'https://www.youtube.com/embed/abcdefgh?rel=0&autoplay=1',
    );
  });
});

describe('embedUrl and watchUrl', () => {
  it('keeps an embed URL and builds one from other forms', () => {
    expect(embedUrl('https://www.youtube.com/embed/abcdefgh?start=3')).toBe('https://www.youtube.com/embed/abcdefgh?start=3');
    expect(embedUrl('https://youtu.be/abcdefgh')).toBe('https://www.youtube.com/embed/abcdefgh');
    expect(embedUrl('nope')).toBeNull();
  });
  it('builds the watch page', () => expect(watchUrl('abcdefgh')).toBe('https://www.youtube.com/watch?v=abcdefgh'));
});
