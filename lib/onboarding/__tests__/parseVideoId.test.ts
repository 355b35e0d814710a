import { parseVideoId, videoUrlProblem } from '@/lib/onboarding/parseVideoId';

describe('videoUrlProblem: what content:check says about a video address', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=42',
    'https://www.youtube.com/watch?v=x7X9w_GIm1s',
    'https://www.youtube-nocookie.com/embed/IHZwWFHWa-w',
  ])('accepts %s', (url) => expect(videoUrlProblem(url)).toBeUndefined());

  it.each([
    ['https://www.youtube.com/watch?v=Kx6yHq', 'the video id "Kx6yHq" is 6 characters; a YouTube id has 11'],
    ['https://youtu.be/Kx6yHq', 'the video id "Kx6yHq" is 6 characters; a YouTube id has 11'],
    ['https://www.youtube.com/embed/Kx6yHq', 'the video id "Kx6yHq" is 6 characters; a YouTube id has 11'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQQ', 'the video id "dQw4w9WgXcQQ" is 12 characters; a YouTube id has 11'],
    [
      'https://www.youtube.com/watch?v=Kx6yHq!mYE2Q12',
      'the video id "Kx6yHq!mYE2Q12" is 14 characters; a YouTube id has 11, of letters, digits, - and _ (not "!")',
    ],
    [
      'https://youtu.be/dQw4w9W.cQ',
      'the video id "dQw4w9W.cQ" is 10 characters; a YouTube id has 11, of letters, digits, - and _ (not ".")',
    ],
    ['https://www.youtube.com/watch?v=dQw4w9W!gXc', 'the video id "dQw4w9W!gXc" has "!"; a YouTube id has 11 letters, digits, - and _'],
  ])('names the id of %s and its length', (url, message) => expect(videoUrlProblem(url)).toBe(message));

  it.each([
    'https://vimeo.com/123',
    'https://www.youtube.com/',
    'not a url',
    'javascript://www.youtube.com/embed/dQw4w9WgXcQ',
    'data://youtu.be/dQw4w9WgXcQ',
  ])('is not a video address: %s', (url) => {
    expect(videoUrlProblem(url)).toBe(`expected a video URL (embed/, youtu.be/ or watch?v=), got "${url}"`);
    expect(parseVideoId(url)).toBeNull();
  });
});
