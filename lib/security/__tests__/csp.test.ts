/** @jest-environment node */
import { loadSite } from '@/lib/content/site';
import { DEFAULT_PHOTO_FEED_HOST } from '@/lib/events/photoFeed';
import { IMAGE_HOST, SECOND_IMAGE_HOST, embedUrl, thumbnailCandidates } from '@/lib/onboarding/video';
import { contentSecurityPolicy, httpsOrigin } from '@/lib/security/csp';

const services = {
  videoHosts: { player: ['https://player.video.test'], images: ['https://img.video.test', 'https://thumbs.video.test'] },
  photoHosts: { images: ['https://*.cdn.photos.test'] },
};

/** The directive's sources, as a browser splits them. */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive);
  if (!found) throw new Error(`no ${directive} in ${policy}`);
  return found.slice(1);
}

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    services,
    formEndpoint: 'https://forms.test/submit?x=1',
    photoFeedHost: 'https://graph.photos.test',
  });

  it('allows only this site by default, no plugins, no foreign base or form targets', () => {
    expect(sources(policy, 'default-src')).toEqual(["'self'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'self'"]);
    expect(sources(policy, 'form-action')).toEqual(["'self'"]);
    expect(sources(policy, 'media-src')).toEqual(["'self'"]);
  });

  it("lets only the site's own offline worker and web app manifest in", () => {
    expect(sources(policy, 'worker-src')).toEqual(["'self'"]);
    expect(sources(policy, 'manifest-src')).toEqual(["'self'"]);
  });

  it("runs the site's own scripts, but no inline script, no eval and no WebAssembly", () => {
    // Each exported page's inline scripts are added by their hashes after the build (hardenHtml).
    expect(sources(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('reaches the form service and the photo feed by their origins only', () => {
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'https://forms.test', 'https://graph.photos.test']);
  });

  it('frames the video player and shows the video and photo images', () => {
    expect(sources(policy, 'frame-src')).toEqual(['https://player.video.test']);
    expect(sources(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.video.test',
      'https://thumbs.video.test',
      'https://*.cdn.photos.test',
    ]);
  });

  it('leaves out a form service or photo feed that is not built in', () => {
    expect(sources(contentSecurityPolicy({ services }), 'connect-src')).toEqual(["'self'"]);
  });

  it('never allows a plain-http or malformed endpoint', () => {
    expect(httpsOrigin('http://forms.test/submit')).toBeNull();
    expect(httpsOrigin('not a url')).toBeNull();
    expect(sources(contentSecurityPolicy({ services, formEndpoint: 'http://forms.test/submit' }), 'connect-src')).toEqual(["'self'"]);
  });
});

describe("the real site's policy", () => {
  const policy = contentSecurityPolicy({ services: loadSite().services, photoFeedHost: DEFAULT_PHOTO_FEED_HOST });
  const origin = (url: string) => new URL(url).origin;

  it('allows every host the video code loads thumbnails and players from', () => {
    const video = { url: 'https://www.youtube.com/watch?v=abcdefghijk' };
    for (const url of thumbnailCandidates(video)) expect(sources(policy, 'img-src')).toContain(origin(url));
    expect([IMAGE_HOST, SECOND_IMAGE_HOST].every((h) => sources(policy, 'img-src').includes(h))).toBe(true);
    for (const url of ['https://youtu.be/abcdefghijk', 'https://www.youtube-nocookie.com/embed/abcdefghijk']) {
      expect(sources(policy, 'frame-src')).toContain(origin(embedUrl(url)!));
    }
  });

  it('allows the default photo feed host', () => {
    expect(sources(policy, 'connect-src')).toContain(DEFAULT_PHOTO_FEED_HOST);
  });
});
