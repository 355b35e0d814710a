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
  ])('names the id of %s and its length, and where to copy the whole address from', (url, message) =>
    expect(videoUrlProblem(url)).toBe(
      `${message}: copy the address again from the video's Share button on YouTube (https://youtu.be/ and the 11-character id)`,
    ),
  );

  it.each(['https://www.youtube.com/', 'not a url', 'javascript://www.youtube.com/embed/dQw4w9WgXcQ', 'data://youtu.be/dQw4w9WgXcQ'])(
    'is not a video address: %s',
    (url) => {
      expect(videoUrlProblem(url)).toBe(`expected a video URL (embed/, youtu.be/ or watch?v=), got "${url}"`);
      expect(parseVideoId(url)).toBeNull();
    },
  );
});

describe('an address of another video service', () => {
  it.each([
    ['https://vimeo.com/76979871', 'Vimeo'],
    ['https://player.vimeo.com/video/76979871', 'Vimeo'],
    ['https://www.dailymotion.com/video/x8abc', 'Dailymotion'],
  ])('says plainly that only YouTube plays: %s', (url, service) => {
    expect(videoUrlProblem(url)).toBe(
      `only YouTube videos play here, and "${url}" is a ${service} address: put the video on YouTube and use its address (embed/, youtu.be/ or watch?v=)`,
    );
    expect(parseVideoId(url)).toBeNull();
  });
});
