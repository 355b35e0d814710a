import { mdxText } from '@/lib/mdx/text';

describe('mdxText', () => {
  it('keeps the prose, code and component titles, and none of the markup', () => {
    const body = [
      '## Setup',
      '* run `pip install mne`',
      '2) open **the** notebook',
      '```py',
      'import mne',
      '```',
      'See [the docs](https://x.org) and a dict \\{ key \\} with **line noise**; done.',
      '',
      '<Video title="Intro to EEG" url="https://youtu.be/abcdefghijk" />',
    ].join('\n');
    expect(mdxText(body)).toBe(
      'Setup run pip install mne open the notebook import mne See the docs and a dict { key } with line noise; done. Intro to EEG',
    );
  });

  it('reads a [label] of a known link as its label, as the page shows it', () => {
    const links = [{ label: 'NumPy guide', url: 'https://numpy.org/doc/', required: true }];
    expect(mdxText('Read the [NumPy guide], then [other].', links)).toBe('Read the NumPy guide, then [other].');
  });

  it('refuses a body that does not parse instead of indexing half of it', () => {
    expect(() => mdxText('A <Video title="x"')).toThrow(/cannot be read/);
  });
});
