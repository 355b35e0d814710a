/**
 * Task descriptions and resource texts are Markdown like the body: made into element data at build
 * (lib/mdx/toElements) and drawn by MdxTree with the page's component map. These are the cases the
 * old formatter (lib/onboarding/formatText) was tested on, each with what the page now shows; where
 * its own rule differed from Markdown, the case says which rule holds now.
 */
import { render } from '@testing-library/react';
import { mdxComponents } from '@/components/Mdx/components';
import MdxTree from '@/components/Mdx/MdxTree';
import { checkMdx } from '@/lib/mdx/check';
import { mdxToElements } from '@/lib/mdx/toElements';
import { submoduleRules } from '@/lib/onboarding/mdxBody';

const links = [
  { label: 'NumPy guide', url: 'https://numpy.org/doc/stable/user/', required: true },
  { label: 'SciPy', url: 'https://docs.scipy.org/doc/scipy/', required: false },
];

/** A task description (headingOffset 1) or a resource text (2), as its card draws it. */
function show(text: string, headingOffset = 1) {
  const tree = JSON.parse(JSON.stringify(mdxToElements(text, 'x.mdx', 1, { links, headingOffset })));
  const components = mdxComponents({ pageKey: 'softwareB1Module1_1', serviceName: 'YouTube' });
  return render(
    <div>
      <MdxTree tree={tree} components={components} />
    </div>,
  ).container.firstChild as HTMLElement;
}

describe('a task description or resource text', () => {
  it('turns "* " lines into one bullet list; a blank line ends it', () => {
    const out = show('* one\n* two\n\nafter');
    expect(out.querySelectorAll('ul > li')).toHaveLength(2);
    expect(out.querySelector('p')).toHaveTextContent('after');
  });

  it('turns "1." lines into a numbered list counting from its first number', () => {
    const out = show('1. first\n2. second\n3. third');
    const items = out.querySelectorAll('ol > li');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('second');
    expect(show('7. seventh\n8. eighth').querySelector('ol')).toHaveAttribute('start', '7');
    expect(show('1) first\n2) second').querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('does not treat "1.5 volts" or "*bold*"-like text as list items', () => {
    const out = show('1.5 volts\n*not a bullet');
    expect(out.querySelectorAll('li')).toHaveLength(0);
    expect(out).toHaveTextContent('1.5 volts *not a bullet');
  });

  it('draws a "## " heading below the title of its card: h3 in a task, h4 in a resource', () => {
    expect(show('## Setup').querySelector('h3')).toHaveTextContent('Setup');
    expect(show('## Setup', 2).querySelector('h4')).toHaveTextContent('Setup');
    expect(show('# Setup').querySelector('h3')).toHaveTextContent('Setup');
  });

  it('starts a new paragraph at a blank line; a single line break stays in the paragraph', () => {
    const out = show('a\n\nb');
    expect(out.querySelectorAll('p')).toHaveLength(2);
    expect(show('one line\nand the next').querySelectorAll('p')).toHaveLength(1);
  });

  it('makes **text** bold, inside list items too', () => {
    const out = show('Use **NumPy** daily\n* a **strong** item');
    expect(out.querySelectorAll('strong')).toHaveLength(2);
    expect(out.querySelector('li strong')).toHaveTextContent('strong');
  });

  it('turns [label] into the tracked link with that label', () => {
    const out = show('Read the [NumPy guide] and [SciPy].');
    const anchors = [...out.querySelectorAll('a')];
    expect(anchors.map((a) => [a.getAttribute('href'), a.dataset.required])).toEqual([
      ['https://numpy.org/doc/stable/user/', 'true'],
      ['https://docs.scipy.org/doc/scipy/', 'false'],
    ]);
    expect(out).toHaveTextContent(/^Read the NumPy guide \(required\) and SciPy\.$/);
  });

  it('opens links in a new tab', () => {
    const link = show('See [SciPy]').querySelector('a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://docs.scipy.org/doc/scipy/');
  });

  it('leaves an unknown [label] as text; a Markdown link is a link, as in the body', () => {
    const out = show('See [nothing] or [x](https://a.example)');
    expect(out).toHaveTextContent('See [nothing] or x');
    expect(out.querySelector('a')).toHaveAttribute('href', 'https://a.example');
    expect(out.querySelector('a')).toHaveAttribute('target', '_blank');
  });

  it('combines bold, links, bullets and headings', () => {
    const out = show('## Start\n* **read the [NumPy guide]**\n1) then [SciPy]', 2);
    expect(out.querySelector('h4')).toHaveTextContent('Start');
    expect(out.querySelector('ul li strong a')).toHaveTextContent('NumPy guide');
    expect(out.querySelector('ol li a')).toHaveTextContent('SciPy');
  });

  it('refuses HTML the allow-list lacks, and shows it as text when escaped', () => {
    expect(checkMdx('<script>alert(1)</script> <b>hi</b>', submoduleRules).map((p) => p.message)).toEqual([
      expect.stringContaining('<script> is not allowed'),
      expect.stringContaining('<b> is not allowed'),
    ]);
    const out = show('\\<script>alert(1)\\</script> \\<b>hi\\</b>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.querySelector('b')).toBeNull();
    expect(out).toHaveTextContent('<script>alert(1)</script> <b>hi</b>');
  });

  it('is element data, not an HTML string', () => {
    const tree = mdxToElements('hi', 'x.mdx');
    expect(typeof tree).toBe('object');
    expect(JSON.stringify(tree)).not.toMatch(/<p>/);
  });
});
