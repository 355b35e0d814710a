import { extractLinks, positionAt, trimUrl } from '@/tools/checks/links/extractLinks';

const at = (text: string, fileName: string) => extractLinks(text, fileName).links.map((l) => `${l.line}:${l.column} ${l.kind} ${l.url}`);

describe('extractLinks in YAML', () => {
  it('finds site paths and web addresses with the line and column an editor shows', () => {
    const yaml = [
      '# see https://commented.example.org/ (comments are not links)',
      'officers:',
      '  - name: Ada',
      '    img: /images/officers/ada.webp',
      '    linkedin: "https://www.linkedin.com/in/ada"',
      '    biography: Builds EEG amps; see https://numpy.org/doc/stable/.',
      'images: [/images/a.webp, "/images/b.webp"]',
    ].join('\n');
    expect(at(yaml, 'officers.yaml')).toEqual([
      '4:10 internal /images/officers/ada.webp',
      '5:16 external https://www.linkedin.com/in/ada',
      '6:37 external https://numpy.org/doc/stable/',
      '7:10 internal /images/a.webp',
      '7:27 internal /images/b.webp',
    ]);
  });

  it('does not treat prose with a slash, or a protocol-relative address, as a site path', () => {
    expect(at('details: Bring a laptop /or a tablet\nlogo: //cdn.x.org/a.png\n', 'x.yaml')).toEqual([]);
  });

  it('reports a file that is not readable YAML instead of guessing', () => {
    const { links, unreadable } = extractLinks('a:\n  - b: 1\n   c: 2\n', 'broken.yaml');
    expect(links).toEqual([]);
    expect(unreadable?.line).toBe(3);
  });
});

describe('extractLinks in MDX', () => {
  const mdx = [
    '---',
    'title: Signals',
    'links:',
    '  - label: SciPy signal',
    '    url: https://docs.scipy.org/doc/scipy/reference/signal.html',
    '---',
    'Start with [the filter guide](/onboarding/softwareB3/1_2) and the [SciPy signal] page.',
    '',
    '![Bandpass](/images/onboarding/bandpass.webp)',
    '<Document title="Notes" url="/files/notes.pdf" />',
    '<Video title="Nyquist" url="https://www.youtube.com/embed/abcdefghijk" />',
    'See [Filter (signal processing)](https://en.wikipedia.org/wiki/Filter_(signal_processing)).',
    '```python',
    'requests.get("http://localhost:8000/not-a-link")',
    '```',
    'Run `open https://inline.code.example/` and read [about us](about).',
  ].join('\n');

  it('reads the frontmatter as YAML and the body as Markdown and JSX, with positions', () => {
    expect(at(mdx, '1_1.mdx')).toEqual([
      '5:10 external https://docs.scipy.org/doc/scipy/reference/signal.html',
      '7:31 internal /onboarding/softwareB3/1_2',
      '9:13 internal /images/onboarding/bandpass.webp',
      '10:30 internal /files/notes.pdf',
      '11:29 external https://www.youtube.com/embed/abcdefghijk',
      '12:34 external https://en.wikipedia.org/wiki/Filter_(signal_processing)',
      '16:61 relative about',
    ]);
  });

  it('skips code blocks and inline code', () => {
    expect(at(mdx, '1_1.mdx').join('\n')).not.toMatch(/localhost|inline\.code/);
  });

  it('reads the body from the MDX parse tree: autolinks, definitions and tag attributes; nothing in code', () => {
    const body = [
      '---',
      'title: T',
      '---',
      '```x``` is inline code, not a fence: <https://numpy.org/doc/> is a link.',
      '```',
      'https://in.code.example/',
      '```',
      '<img src="/images/a.webp" alt="https://not.an.address.example" />',
      '[docs]: https://docs.example.org/',
    ].join('\n');
    expect(at(body, '1_1.mdx')).toEqual([
      '4:39 external https://numpy.org/doc/',
      '8:11 internal /images/a.webp',
      '8:32 external https://not.an.address.example',
      '9:9 external https://docs.example.org/',
    ]);
  });

  it('marks javascript: and data: addresses as unsafe, wherever they are written', () => {
    const body = ['[a](javascript:alert(1)) <javascript:alert(2)>', '<a href="data:text/html,x">b</a> ![c](java&#x73;cript:x)'].join('\n');
    expect(at(body, 'page.mdx')).toEqual([
      '1:5 unsafe javascript:alert(1)',
      '1:27 unsafe javascript:alert(2)',
      '2:10 unsafe data:text/html,x',
      '2:39 unsafe javascript:x',
    ]);
  });

  it('a title with a colon is prose, not an address with a scheme', () => {
    const body = '<Video title="StatQuest: PCA, Step-by-Step" url="https://www.youtube.com/watch?v=FgakZw6K1QQ" />';
    expect(at(body, 'page.mdx')).toEqual(['1:50 external https://www.youtube.com/watch?v=FgakZw6K1QQ']);
  });

  it('reports a body that cannot be read as MDX, at its line, instead of guessing', () => {
    const { unreadable } = extractLinks('---\ntitle: T\n---\nFine.\n\nA <!-- comment -->', '1_1.mdx');
    expect(unreadable).toEqual({
      line: 6,
      column: 4,
      message: 'the page text cannot be read as MDX: run `npm run content:check` for details',
    });
  });

  it('reads a file without frontmatter as body only', () => {
    expect(at('Go to [events](/events/).', 'page.mdx')).toEqual(['1:16 internal /events/']);
  });
});

describe('helpers', () => {
  it('trims sentence punctuation and unbalanced closing brackets from an address', () => {
    expect(trimUrl('https://numpy.org/doc/.')).toBe('https://numpy.org/doc/');
    expect(trimUrl('https://x.org/a),')).toBe('https://x.org/a');
    expect(trimUrl('https://x.org/w/A_(b)')).toBe('https://x.org/w/A_(b)');
  });

  it('counts lines and columns from 1', () => {
    expect(positionAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
