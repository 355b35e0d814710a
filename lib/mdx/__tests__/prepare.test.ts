/** @jest-environment node */
import { prepareMdxBody } from '@/lib/onboarding/mdxBody';
import { prepareForCompile } from '@/lib/mdx/prepare';

const links = [{ label: 'Python tutorial' }, { label: 'NumPy' }];

describe('prepareForCompile', () => {
  it('writes an autolink as a Markdown link, its text escaped, for a compiler without autolinks', () => {
    expect(prepareForCompile('See <https://en.wikipedia.org/wiki/A_(b)> or <help@example.org>.')).toBe(
      'See [https\\:\\/\\/en\\.wikipedia\\.org\\/wiki\\/A\\_\\(b\\)](https://en.wikipedia.org/wiki/A_\\(b\\)) or [help\\@example\\.org](mailto:help@example.org).',
    );
  });

  it('leaves a body without autolinks as it is, code included', () => {
    const body = '## Setup\n\n```\n<https://x.example>\n```\n\nInline `<https://y.example>`.';
    expect(prepareForCompile(body)).toBe(body);
  });
});

describe('prepareMdxBody: [label] becomes a tracked link only where it is prose', () => {
  it('replaces labels in headings, lists and inside allowed tags', () => {
    expect(
      prepareMdxBody(
        '## Read [NumPy]\n\n* the [Python tutorial]\n\n<details>\n<summary>More</summary>\n\nAlso [NumPy]\n\n</details>',
        links,
      ),
    ).toBe(
      '## Read <ModuleLink index="1" />\n\n* the <ModuleLink index="0" />\n\n<details>\n<summary>More</summary>\n\nAlso <ModuleLink index="1" />\n\n</details>',
    );
  });

  it('keeps labels in a fence opened after an inline-fence line, escaped labels, images and references', () => {
    const body = '```x``` is inline.\n\n```\n[NumPy]\n```\n\n\\[NumPy\\], ![NumPy], [a][NumPy] and [NumPy](https://numpy.org).';
    expect(prepareMdxBody(body, links)).toBe(body);
  });

  it('keeps an unknown label as written (the check reports it)', () => {
    expect(prepareMdxBody('See [SciPy].', links)).toBe('See [SciPy].');
  });
});
