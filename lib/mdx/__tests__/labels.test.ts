/** @jest-environment node */
import type { ElementData } from '@/lib/mdx/elements';
import { labelsIn } from '@/lib/mdx/labels';
import { parseMdx } from '@/lib/mdx/parse';
import { mdxToElements } from '@/lib/mdx/toElements';

const links = [
  { label: 'Python tutorial', url: 'https://docs.python.org/3/tutorial/', required: true },
  { label: 'NumPy', url: 'https://numpy.org/doc/', required: false },
];

/** The tracked links of a text as the build makes them: each ModuleLink's props, in order. */
function moduleLinks(text: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (data: ElementData) => {
    if (typeof data === 'string') return;
    if (data.type === 'ModuleLink') found.push(data.props);
    data.children?.forEach(visit);
  };
  visit(mdxToElements(text, 'content/onboarding/softwareB1/1_1.mdx', 1, { links }));
  return found;
}

const labelsOf = (text: string) => moduleLinks(text).map((p) => p.label);

describe('a [label] becomes the tracked link of that label', () => {
  it('carries the link itself: its label, its address and whether it is required', () => {
    expect(moduleLinks('Read the [Python tutorial] and [NumPy].')).toEqual([
      { label: 'Python tutorial', url: 'https://docs.python.org/3/tutorial/', required: 'true' },
      { label: 'NumPy', url: 'https://numpy.org/doc/', required: 'false' },
    ]);
  });

  it('in headings, lists, bold text and inside allowed tags', () => {
    expect(
      labelsOf(
        '## Read [NumPy]\n\n* the [Python tutorial]\n\n**then [NumPy]**\n\n<details>\n<summary>More</summary>\n\nAlso [NumPy]\n\n</details>',
      ),
    ).toEqual(['NumPy', 'Python tutorial', 'NumPy', 'NumPy']);
  });

  it('not in code, escaped, as a character reference, an image, a reference or a Markdown link', () => {
    const text = [
      '```x``` is inline.',
      '',
      '```',
      '[NumPy]',
      '```',
      '',
      '`[NumPy]`, \\[NumPy\\], &#91;NumPy&#93;, ![NumPy], [a][NumPy] and [NumPy](https://numpy.org).',
      '',
      'After a bare address, https://numpy.org and www.numpy.org, \\[NumPy\\] is still escaped.',
    ].join('\n');
    expect(labelsOf(text)).toEqual([]);
    // The `[a]` of `[a][NumPy]` is a label of its own, with no link here: the check names it.
    expect(labelsIn(text)).toEqual(['a']);
  });

  it('keeps an unknown label as written (the check reports it)', () => {
    const data = JSON.stringify(mdxToElements('See [SciPy].', 'x.mdx', 1, { links }));
    expect(data).toContain('See [SciPy].');
    expect(data).not.toContain('ModuleLink');
  });

  it('leaves the parsed tree, which the parser shares, as it was', () => {
    const text = 'Read [NumPy] twice: [NumPy].';
    expect(labelsOf(text)).toEqual(['NumPy', 'NumPy']);
    expect(JSON.stringify(parseMdx(text).tree)).not.toContain('ModuleLink');
    expect(labelsOf(text)).toEqual(['NumPy', 'NumPy']);
  });
});

describe('labelsIn', () => {
  it('lists the labels a text uses in its prose, not a Markdown link', () => {
    expect(labelsIn('a [one] b [two](https://x.example) [three]\\n[four]')).toEqual(['one', 'three', 'four']);
  });

  it('finds none in a text that cannot be read (its check says why)', () => {
    expect(labelsIn('[one] <Video title="x"')).toEqual([]);
  });
});
