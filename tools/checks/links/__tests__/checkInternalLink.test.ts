import { checkInternalLink, suggestRoute, type SiteIndex } from '@/tools/checks/links/checkInternalLink';

const site: SiteIndex = {
  routes: ['/', '/about', '/events', '/onboarding/[block]/[moduleSubmodule]', '/programs'],
  onboardingPages: new Set(['softwareB1/1_1', 'softwareB1/1_2']),
  publicFileExists: (p) => p === '/images/officers/ada.webp' || p === '/files/club handbook.pdf',
};

describe('checkInternalLink', () => {
  it.each([
    '/',
    '/about',
    '/about/',
    '/events#upcoming',
    '/programs?team=Software',
    '/onboarding/softwareB1/1_2',
    '/onboarding/softwareB1/1_1/',
  ])('accepts %s', (href) => expect(checkInternalLink(href, site)).toBeNull());

  it('accepts a file under public/, spaces written as %20 included', () => {
    expect(checkInternalLink('/images/officers/ada.webp', site)).toBeNull();
    expect(checkInternalLink('/files/club%20handbook.pdf', site)).toBeNull();
  });

  it('names the missing public file and how to fix it', () => {
    expect(checkInternalLink('/images/officers/Ada.webp', site)).toBe(
      'no file public/images/officers/Ada.webp: add the file under public/ or fix the path (letter case matters)',
    );
  });

  it('suggests the closest page for a misspelt one', () => {
    expect(checkInternalLink('/abuot', site)).toMatch(/^no page at \/abuot: did you mean \/about\?/);
    expect(checkInternalLink('/sponsors', site)).toMatch(/^no page at \/sponsors \(pages: \/, \/about, \/events, \/programs\)$/);
  });

  it('resolves onboarding pages against the content files, not the route pattern', () => {
    expect(checkInternalLink('/onboarding/softwareB1/9_9', site)).toBe(
      'no onboarding page /onboarding/softwareB1/9_9: there is no content/onboarding/softwareB1/9_9.mdx (links look like /onboarding/softwareB1/1_1)',
    );
    expect(checkInternalLink('/onboarding/softwareB1', site)).toMatch(/^no onboarding page/);
  });

  it('refuses paths that climb out of the site', () => {
    expect(checkInternalLink('/images/../secret.txt', site)).toMatch(/must not contain "\.\."/);
  });
});

describe('suggestRoute', () => {
  it('stays quiet when nothing is close', () => {
    expect(suggestRoute('/competition', ['/', '/about'])).toBeUndefined();
  });
});
