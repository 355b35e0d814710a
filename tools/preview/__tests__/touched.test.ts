/**
 * @jest-environment node
 *
 * Which pages `npm run preview` pictures for each kind of changed file (the issue's table, row by row).
 */
import { indexContent } from '@/tools/preview/contentIndex';
import { type Change, touchedPages } from '@/tools/preview/touched';

const moduleFile = (title: string, quiz?: string, body = 'Text.') =>
  `---\ntitle: ${title}\ntasks:\n  - title: Do it\n    description: Go.\n${quiz ? `    quiz: ${quiz}\n` : ''}---\n${body}\n`;

const BLOCKS = `blocks:
  - id: softwareB1
    team: Software
    label: "Block 1"
    title: General
    modules: [1, 2]
  - id: hardwareB1
    team: Hardware
    label: "Block 1"
    title: General
    modules: [1]
`;

function tree(overrides: Record<string, string | null> = {}) {
  const files: Record<string, string | null> = {
    'content/onboarding/blocks.yaml': BLOCKS,
    'content/onboarding/softwareB1/1_1.mdx': moduleFile('Python', 'softwareB1Module1_1'),
    'content/onboarding/softwareB1/1_2.mdx': moduleFile('Numpy', 'softwareB1Module1_2'),
    'content/onboarding/softwareB1/2_1.mdx': moduleFile('Statistics', 'softwareB1Module1_2'),
    'content/onboarding/hardwareB1/1_1.mdx': moduleFile('Soldering'),
    'content/events.yaml': 'events: []\n',
    'content/carousel.yaml': 'slides:\n  - type: image\n    src: /images/carousel/lab.webp\n',
    'content/officers.yaml': 'officers:\n  - img: /images/officers/ada.webp\n',
    ...overrides,
  };
  return indexContent(new Map(Object.entries(files).filter((e): e is [string, string] => e[1] !== null)));
}

const ROUTES = {
  public: ['/', '/about/', '/contact/', '/events/', '/login/'],
  members: ['/ask-questions/', '/competition-info/', '/general-info/', '/member/', '/programs/', '/progress/', '/review/'],
};

function pagesFor(changes: Change[], before = tree(), after = before) {
  const touched = touchedPages(changes, before, after, ROUTES);
  return { routes: [...touched.pages.keys()], touched };
}
const M = (path: string): Change => ({ status: 'M', path });

describe('the pages a changed file touches', () => {
  test('a module file: its own page', () => {
    const after = tree({ 'content/onboarding/softwareB1/1_2.mdx': moduleFile('Numpy', 'softwareB1Module1_2', 'New text.') });
    expect(pagesFor([M('content/onboarding/softwareB1/1_2.mdx')], tree(), after).routes).toEqual(['/onboarding/softwareB1/1_2/']);
  });

  test("a module's new title: its page, /programs and its block's pages, whose side panel shows it", () => {
    const after = tree({ 'content/onboarding/softwareB1/1_2.mdx': moduleFile('NumPy arrays', 'softwareB1Module1_2') });
    expect(pagesFor([M('content/onboarding/softwareB1/1_2.mdx')], tree(), after).routes).toEqual([
      '/onboarding/softwareB1/1_1/',
      '/onboarding/softwareB1/1_2/',
      '/onboarding/softwareB1/2_1/',
      '/programs/',
    ]);
  });

  test("a new or removed module: /programs and every page of its block (not the other blocks')", () => {
    const after = tree({ 'content/onboarding/softwareB1/2_2.mdx': moduleFile('Plots') });
    const added = pagesFor([{ status: 'A', path: 'content/onboarding/softwareB1/2_2.mdx' }], tree(), after).routes;
    expect(added).toEqual(expect.arrayContaining(['/onboarding/softwareB1/2_2/', '/onboarding/softwareB1/1_1/', '/programs/']));
    expect(added.some((r) => r.includes('hardwareB1'))).toBe(false);
    const removed = pagesFor([{ status: 'D', path: 'content/onboarding/softwareB1/2_2.mdx' }], after, tree()).routes;
    expect(removed).toEqual(added);
  });

  test('a quiz: the module pages that use it, before or after', () => {
    expect(pagesFor([M('content/quizzes/softwareB1Module1_2.yaml')]).routes).toEqual([
      '/onboarding/softwareB1/1_2/',
      '/onboarding/softwareB1/2_1/',
    ]);
    const moved = tree({ 'content/onboarding/hardwareB1/1_1.mdx': moduleFile('Soldering', 'softwareB1Module1_1') });
    expect(pagesFor([M('content/quizzes/softwareB1Module1_1.yaml')], tree(), moved).routes).toEqual([
      '/onboarding/hardwareB1/1_1/',
      '/onboarding/softwareB1/1_1/',
    ]);
  });

  test('a quiz no module uses: no page, and a note saying so', () => {
    const { routes, touched } = pagesFor([M('content/quizzes/spare.yaml')]);
    expect(routes).toEqual([]);
    expect(touched.notes).toEqual([expect.stringContaining('content/quizzes/spare.yaml: no page uses it')]);
  });

  test('blocks.yaml: /programs and the pages of the blocks whose entry changed', () => {
    const after = tree({
      'content/onboarding/blocks.yaml': BLOCKS.replace('title: General\n    modules: [1]', 'title: Circuits\n    modules: [1]'),
    });
    expect(pagesFor([M('content/onboarding/blocks.yaml')], tree(), after).routes).toEqual(['/onboarding/hardwareB1/1_1/', '/programs/']);
  });

  test.each([
    ['content/events.yaml', ['/events/']],
    ['content/officers.yaml', ['/about/', '/ask-questions/']],
    ['content/sponsors.yaml', ['/about/']],
    ['content/home.yaml', ['/']],
    ['content/carousel.yaml', ['/']],
    ['content/member-home.yaml', ['/member/']],
    ['content/contacts.yaml', ['/ask-questions/']],
    ['content/pages/general-info.mdx', ['/general-info/']],
    ['content/pages/competition-info.mdx', ['/competition-info/']],
  ])('%s: %j', (file, routes) => {
    expect(pagesFor([M(file)]).routes).toEqual(routes);
  });

  test('site.yaml: every public page', () => {
    expect(pagesFor([M('content/site.yaml')]).routes).toEqual(ROUTES.public);
  });

  test('an image: the pages of the content files that name it; one nothing names gets a note', () => {
    expect(pagesFor([M('public/images/carousel/lab.webp')]).routes).toEqual(['/']);
    expect(pagesFor([M('public/images/officers/ada.webp')]).routes).toEqual(['/about/', '/ask-questions/']);
    const { routes, touched } = pagesFor([{ status: 'A', path: 'public/images/events/spare.webp' }]);
    expect(routes).toEqual([]);
    expect(touched.notes).toEqual([expect.stringContaining('public/images/events/spare.webp: no content file names it')]);
  });

  test('code or styles: every route, with one module page per block', () => {
    const routes = pagesFor([M('components/Footer/index.tsx'), M('app/globals.css')]).routes;
    expect(routes).toEqual(
      expect.arrayContaining([...ROUTES.public, ...ROUTES.members, '/onboarding/softwareB1/1_1/', '/onboarding/hardwareB1/1_1/']),
    );
    expect(routes).not.toContain('/onboarding/softwareB1/1_2/');
    expect(routes).toHaveLength(ROUTES.public.length + ROUTES.members.length + 2);
  });

  test('docs, tests and CI files: no page', () => {
    const changes = [
      'README.md',
      'docs/adding-content.md',
      'e2e/fixture/home.spec.ts',
      'lib/content/__tests__/x.test.ts',
      '.github/workflows/ci.yml',
    ];
    expect(pagesFor(changes.map(M)).routes).toEqual([]);
  });

  test('each page lists the files that put it there', () => {
    const { touched } = pagesFor([M('content/officers.yaml'), M('content/sponsors.yaml')]);
    expect(touched.pages.get('/about/')).toEqual(['content/officers.yaml', 'content/sponsors.yaml']);
    expect(touched.pages.get('/ask-questions/')).toEqual(['content/officers.yaml']);
  });

  test('a frontmatter that no longer parses still finds its quiz by its line', () => {
    const broken = tree({ 'content/onboarding/hardwareB1/1_1.mdx': '---\ntitle: [oops\ntasks:\n  - quiz: hw1\n---\nText\n' });
    expect(pagesFor([M('content/quizzes/hw1.yaml')], broken, broken).routes).toEqual(['/onboarding/hardwareB1/1_1/']);
  });
});
