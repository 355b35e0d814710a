import { checkInternalLink, closest, type SiteIndex } from '@/tools/checks/links/checkInternalLink';

const files = ['/images/officers/ada.webp', '/files/club handbook.pdf', '/images/events/demo.webp'];
/** What a build of a small site publishes: its pages, the members' text pages, two module pages and a calendar file. */
const site: SiteIndex = {
  addresses: new Set([
    '/',
    '/about',
    '/events',
    '/events.ics',
    '/events/8.ics',
    '/programs',
    '/progress',
    '/general-info',
    '/competition-info',
    '/onboarding/softwareB1/1_1',
    '/onboarding/softwareB1/1_2',
  ]),
  unlisted: [],
  publicFileExists: (p) => files.includes(p),
  publicFiles: () => files,
};

describe('checkInternalLink', () => {
  it.each([
    '/',
    '/about',
    '/about/',
    '/events#upcoming',
    '/programs?team=Software',
    '/general-info',
    '/competition-info/',
    '/events.ics',
    '/events/8.ics',
    '/onboarding/softwareB1/1_2',
    '/onboarding/softwareB1/1_1/',
  ])('accepts %s, an address the build publishes', (href) => expect(checkInternalLink(href, site)).toBeNull());

  it('accepts a file under public/, spaces written as %20 included', () => {
    expect(checkInternalLink('/images/officers/ada.webp', site)).toBeNull();
    expect(checkInternalLink('/files/club%20handbook.pdf', site)).toBeNull();
  });

  // Each of these passed before with '✓ links OK': any one-part address was taken for a page.
  it.each([
    ['/evnts', '/events'],
    ['/abuot/', '/about/'],
    ['/programz/', '/programs/'],
    ['/event/', '/events/'],
    ['/general-inf#faq', '/general-info#faq'],
    ['/About', '/about'],
  ])('refuses %s, a page that does not exist, and offers %s from the real list', (href, meant) => {
    expect(checkInternalLink(href, site)).toEqual({
      message: `no page at ${href.split('#')[0]}: a member who follows the link gets the "page not found" page`,
      hint: `Did you mean ${meant}?`,
    });
    expect(checkInternalLink(meant, site)).toBeNull();
  });

  it('lists the pages when none is close', () => {
    expect(checkInternalLink('/sponsors', site)).toEqual({
      message: 'no page at /sponsors: a member who follows the link gets the "page not found" page',
      hint: 'The pages: /, /about, /competition-info, /events, /general-info, /programs, /progress',
    });
  });

  it('names the missing public file, the closest one, and that letter case matters', () => {
    expect(checkInternalLink('/images/officers/Ada.webp', site)).toEqual({
      message: 'no file public/images/officers/Ada.webp: add the file under public/ or fix the path (letter case matters)',
      hint: 'Did you mean /images/officers/ada.webp?',
    });
  });

  it('resolves onboarding pages against the curriculum the build makes, guessing only when one page is closest', () => {
    expect(checkInternalLink('/onboarding/sofwareB1/1_2', site)).toEqual({
      message:
        'no onboarding page /onboarding/sofwareB1/1_2: there is no content/onboarding/sofwareB1/1_2.mdx (links look like /onboarding/softwareB1/1_1)',
      hint: 'Did you mean /onboarding/softwareB1/1_2?',
    });
    expect(checkInternalLink('/onboarding/softwareB1/9_9', site)).toEqual({
      message:
        'no onboarding page /onboarding/softwareB1/9_9: there is no content/onboarding/softwareB1/9_9.mdx (links look like /onboarding/softwareB1/1_1)',
    });
  });

  it('says to leave out a base path written in front of a page', () => {
    expect(checkInternalLink('/neurotech-site/about/', site)).toEqual({
      message:
        '"/neurotech-site/about/" starts with /neurotech-site, which is not a page of the site: write the address from the site root, /about/ (the site adds its base path itself)',
    });
  });

  it('takes any address of a route whose pages could not be listed (its content has a problem of its own)', () => {
    expect(checkInternalLink('/onboarding/softwareB9/1_1', { ...site, unlisted: ['/onboarding/[block]/[sub]'] })).toBeNull();
  });

  it('refuses paths that climb out of the site', () => {
    expect(checkInternalLink('/images/../secret.txt', site)?.message).toMatch(/must not contain "\.\."/);
  });
});

describe('closest', () => {
  it('stays quiet when nothing is close, or when two are as close', () => {
    expect(closest('/competition', ['/', '/about'])).toBeUndefined();
    expect(closest('/onboarding/softwareB1/1_3', ['/onboarding/softwareB1/1_2', '/onboarding/softwareB1/1_4'])).toBeUndefined();
  });
});
