import { auditTargets, failingAudits, lcpDetails, scoresOf, type LighthouseResult } from '@/tools/perf/lighthouseAudit';

/** A Lighthouse result cut down to what the run reads, as Lighthouse 12 writes it. */
const lhr: LighthouseResult = {
  categories: {
    performance: { score: 0.874 },
    accessibility: {
      score: 0.93,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'bypass', weight: 0 },
        { id: 'aria-allowed-role', weight: 1 },
      ],
    },
    'best-practices': { score: 1 },
    seo: { score: null },
  },
  audits: {
    'color-contrast': { score: 0, title: 'Background and foreground colors do not have a sufficient contrast ratio.' },
    'image-alt': { score: 1, title: 'Image elements have [alt] attributes' },
    bypass: { score: 0, title: 'The page does not contain a heading, skip link, or landmark region' },
    'aria-allowed-role': { score: null, title: 'Uses ARIA roles only on compatible elements' },
    'largest-contentful-paint': { numericValue: 1834.6 },
    'total-blocking-time': { numericValue: 96 },
    'cumulative-layout-shift': { numericValue: 0.0004 },
    'largest-contentful-paint-element': {
      details: {
        items: [
          { items: [{ node: { snippet: '<img alt="Lab" src="/images/home/lab.webp">', selector: 'main > img' } }] },
          {
            items: [
              { phase: 'TTFB', timing: 601.2 },
              { phase: 'Render Delay', timing: 233.7 },
            ],
          },
        ],
      },
    },
  },
};

describe('what the Lighthouse run reads from a result', () => {
  it('scores as the report rounds them (0 when a category has none), times in ms', () => {
    expect(scoresOf(lhr)).toEqual({
      performance: 87,
      accessibility: 93,
      bestPractices: 100,
      seo: 0,
      lcpMs: 1834.6,
      tbtMs: 96,
      cls: 0.0004,
    });
  });

  it('a time the result lacks is NaN, never a perfect 0', () => {
    expect(scoresOf({ categories: {}, audits: {} }).lcpMs).toBeNaN();
  });

  it("names a category's failed audits that weigh in its score, not those without weight or not applicable", () => {
    expect(failingAudits(lhr, 'accessibility')).toEqual([
      'color-contrast: Background and foreground colors do not have a sufficient contrast ratio.',
    ]);
    expect(failingAudits(lhr, 'seo')).toEqual([]);
  });

  it('describes the largest paint by its element and phases', () => {
    expect(lcpDetails(lhr)).toEqual({
      element: '<img alt="Lab" src="/images/home/lab.webp">',
      phases: 'TTFB 601 ms, Render Delay 234 ms',
    });
    expect(lcpDetails({ categories: {}, audits: {} })).toEqual({ element: undefined, phases: '' });
  });
});

describe('auditTargets', () => {
  const site = 'https://127.0.0.1:4551/nt-base';
  const bare = 'https://127.0.0.1:4552';

  it('audits the bare page first, the public pages, then the members’ pages signed in', () => {
    const targets = auditTargets(site, bare, '/onboarding/softwareB1/1_1/');
    expect(targets.map((t) => t.label)).toEqual([
      'bare Next.js page',
      '/',
      '/about/',
      '/events/',
      '/contact/',
      '/login/',
      '/member/ (signed in)',
      '/programs/ (signed in)',
      '/progress/ (signed in)',
      '/onboarding/softwareB1/1_1/ (signed in)',
    ]);
    expect(targets[0]).toEqual({ label: 'bare Next.js page', url: 'https://127.0.0.1:4552/', bare: true });
    expect(targets[9]).toMatchObject({ url: `${site}/onboarding/softwareB1/1_1/`, signedIn: true });
    expect(targets.filter((t) => t.signedIn)).toHaveLength(4);
  });

  it('--only keeps the pages named and the bare page to compare them with', () => {
    expect(auditTargets(site, bare, '/onboarding/softwareB1/1_1/', ['/about/', '/member/']).map((t) => t.label)).toEqual([
      'bare Next.js page',
      '/about/',
      '/member/ (signed in)',
    ]);
  });
});
