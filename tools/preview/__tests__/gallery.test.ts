/**
 * @jest-environment node
 *
 * What the reviewer reads: the gallery lists changed pages first, says what changed, and lists the
 * unchanged pages without pictures; the CI summary says the same and where the pictures are.
 */
import { galleryHtml, type PageResult, type PreviewRun, summaryMarkdown } from '@/tools/preview/gallery';

const page = (route: string, kind: PageResult['kind'], extra: Partial<PageResult> = {}): PageResult => ({
  route,
  because: ['content/events.yaml'],
  kind,
  what: kind === 'changed' ? ['text'] : [],
  shots: [],
  ...extra,
});

const RUN: PreviewRun = {
  base: 'abc123',
  seconds: 154,
  notes: ['public/images/spare.webp: no content file names it, so no page shows it.'],
  pages: [
    page('/about/', 'unchanged', { shots: [{ width: 390, file: null, same: true }] }),
    page('/events/', 'changed', {
      shots: [
        { width: 390, file: 'events-390.png', same: false, moved: [21] },
        { width: 1280, file: null, same: true },
      ],
    }),
    page('/onboarding/softwareB1/3_1/', 'new', { shots: [{ width: 390, file: 'onboarding_softwareB1_3_1-390.png', same: false }] }),
    page('/programs/', 'failed', { problem: 'at 390 px: Timeout 30000ms exceeded' }),
    page('/onboarding/softwareB1/2_9/', 'removed'),
  ],
};

test('the gallery: changed pages first with their pictures, then new, removed, failed, and the unchanged listed', () => {
  const html = galleryHtml(RUN);
  const order = ['/events/', '/onboarding/softwareB1/3_1/', '/onboarding/softwareB1/2_9/', '/programs/', '/about/'].map((r) =>
    html.indexOf(`<code>${r}</code>`),
  );
  expect(order.every((at) => at > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(html).toContain('<img src="events-390.png"');
  expect(html).toContain('1280 px wide: unchanged');
  expect(html).toContain('390 px wide: before | after; what is not outlined only moved 21 px down');
  expect(html).toContain('new page');
  expect(html).toContain('removed page');
  expect(html).toContain('could not be pictured: at 390 px: Timeout 30000ms exceeded');
  expect(html).toMatch(/<h2>Unchanged<\/h2><ul><li><code>\/about\/<\/code>/);
  expect(html).toContain('no content file names it');
  expect(html).toContain('2 min 34 s');
  expect(html).not.toContain('about-390.png');
});

test('the gallery escapes what it shows', () => {
  const html = galleryHtml({ ...RUN, pages: [page('/a<b>/', 'changed', { because: ['content/"x".yaml'] })] });
  expect(html).toContain('/a&lt;b&gt;/');
  expect(html).toContain('content/&quot;x&quot;.yaml');
});

test('the CI summary: each page that looks different with what changed, the unchanged, and where the pictures are', () => {
  const md = summaryMarkdown(RUN, 'page-preview');
  expect(md).toContain('4 of 5 pages this change touches look different');
  expect(md).toContain('- `/events/`: text');
  expect(md).toContain('- `/onboarding/softwareB1/3_1/`: new page');
  expect(md).toContain('- `/programs/`: could not be pictured: at 390 px: Timeout 30000ms exceeded');
  expect(md).toContain('Unchanged: `/about/`.');
  expect(md).toContain('**page-preview**');
});

test('the CI summary when nothing looks different says so and points at no pictures', () => {
  const md = summaryMarkdown({ ...RUN, notes: [], pages: [page('/about/', 'unchanged')] }, 'page-preview');
  expect(md).toContain('None of the 1 pages this change touches looks different.');
  expect(md).not.toContain('page-preview');
});

test('the caption says what moved once per distance, a row or two apart said as a range', () => {
  const run: PreviewRun = {
    base: 'abc',
    seconds: 60,
    notes: [],
    pages: [
      {
        route: '/onboarding/softwareB1/1_2/',
        because: ['content/onboarding/softwareB1/1_2.mdx'],
        kind: 'changed',
        what: ['text'],
        shots: [{ width: 390, file: 'm-390.png', same: false, moved: [74, 75, 74, 120] }],
      },
    ],
  };
  expect(galleryHtml(run)).toContain('390 px wide: before | after; what is not outlined only moved: 74 to 75 px down, then 120 px down');
});
