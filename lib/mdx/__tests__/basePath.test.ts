/**
 * @jest-environment node
 *
 * A link or an image written from the site root in a body, a task or a resource text leads to the
 * page or file under the deployment's base path (a GitHub Pages project site), as every other
 * address of the site does; outside addresses and in-page anchors stay as written.
 */
import type { ElementData } from '@/lib/mdx/elements';

/** The element data of a text built with a base path, each element's address props in document order. */
function addresses(basePath: string, text: string): string[] {
  const found: string[] = [];
  jest.isolateModules(() => {
    process.env.NEXT_PUBLIC_BASE_PATH = basePath;
    // Loaded after the variable is set: the base path is read once, as at build time.
    const { mdxToElements } = jest.requireActual<typeof import('@/lib/mdx/toElements')>('@/lib/mdx/toElements');
    const walk = (data: ElementData) => {
      if (typeof data === 'string') return;
      for (const key of ['href', 'src']) if (typeof data.props[key] === 'string') found.push(data.props[key] as string);
      data.children?.forEach(walk);
    };
    walk(mdxToElements(text, 'content/pages/general-info.mdx'));
  });
  delete process.env.NEXT_PUBLIC_BASE_PATH;
  return found;
}

const TEXT = [
  'Come to [our events](/events/) and read [the guide](https://numpy.org/doc/) or [below](#faq).',
  '',
  '![The lab](/images/home/lab.webp)',
  '',
  '<img src="/images/logo.svg" alt="Logo" />',
].join('\n');

test('under a base path, site addresses carry it and the others stay as written', () => {
  expect(addresses('/nt-base', TEXT)).toEqual([
    '/nt-base/events/',
    'https://numpy.org/doc/',
    '#faq',
    '/nt-base/images/home/lab.webp',
    '/nt-base/images/logo.svg',
  ]);
});

test('at the root, every address stays as written', () => {
  expect(addresses('', TEXT)).toEqual(['/events/', 'https://numpy.org/doc/', '#faq', '/images/home/lab.webp', '/images/logo.svg']);
});
