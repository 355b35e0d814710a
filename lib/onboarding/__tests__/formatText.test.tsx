import { render, screen } from '@testing-library/react';
import { formatText, labelsIn, normaliseText, type FormatLink } from '@/lib/onboarding/formatText';

const links: FormatLink[] = [
  { label: 'NumPy guide', url: 'https://numpy.org/doc/stable/user/', required: true },
  { label: 'SciPy', url: 'https://docs.scipy.org/doc/scipy/', required: false },
];

function show(text: string, opts: Parameters<typeof formatText>[1] = {}) {
  return render(<div>{formatText(text, { links, ...opts })}</div>).container.firstChild as HTMLElement;
}

describe('formatText', () => {
  it('turns "* " lines into one bullet list', () => {
    const out = show('* one\n* two\nafter');
    expect(out.querySelectorAll('ul > li')).toHaveLength(2);
    expect(out.querySelector('p')).toHaveTextContent('after');
  });

  it('turns "1." and "1)" lines into numbered items keeping their numbers', () => {
    const out = show('1. first\n2) second\n7. seventh');
    const items = out.querySelectorAll('ol > li');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveAttribute('value', '7');
    expect(items[1]).toHaveTextContent('second');
  });

  it('does not treat "1.5 volts" or "*bold*" as list items', () => {
    const out = show('1.5 volts\n*not a bullet');
    expect(out.querySelectorAll('li')).toHaveLength(0);
  });

  it('makes "## " a heading only when headings are allowed', () => {
    expect(show('## Setup', { allowHeadings: true }).querySelector('h3')).toHaveTextContent('Setup');
    const plain = show('## Setup');
    expect(plain.querySelector('h3')).toBeNull();
    expect(plain).toHaveTextContent('## Setup');
  });

  it('uses the requested heading level', () => {
    expect(show('## Setup', { allowHeadings: true, headingLevel: 4 }).querySelector('h4')).not.toBeNull();
  });

  it('turns an empty line into a spacer', () => {
    const out = show('a\n\nb');
    expect(out.querySelectorAll('[data-spacer]')).toHaveLength(1);
    expect(out.querySelectorAll('p')).toHaveLength(2);
  });

  it('makes **text** bold, inside list items too', () => {
    const out = show('Use **NumPy** daily\n* a **strong** item');
    expect(out.querySelectorAll('strong')).toHaveLength(2);
    expect(out.querySelector('li strong')).toHaveTextContent('strong');
  });

  it('turns a tab and a literal \\t into 4 spaces and a literal \\n into a new line', () => {
    expect(normaliseText('a\tb')).toBe('a    b');
    expect(normaliseText('a\\tb\\nc')).toBe('a    b\nc');
    const out = show('line one\\n* item\\tx');
    expect(out.querySelector('p')).toHaveTextContent('line one');
    expect(out.querySelector('li')?.textContent).toBe('item    x');
  });

  it('turns [label] into the link with that label, drawn by renderLink', () => {
    const seen: FormatLink[] = [];
    const out = show('Read the [NumPy guide] and [SciPy].', {
      renderLink: (link, key) => {
        seen.push(link);
        return (
          <a key={key} href={link.url} data-required={link.required}>
            {link.label}
          </a>
        );
      },
    });
    expect(seen.map((l) => l.label)).toEqual(['NumPy guide', 'SciPy']);
    expect(out.querySelectorAll('a')).toHaveLength(2);
    expect(out).toHaveTextContent('Read the NumPy guide and SciPy.');
  });

  it('opens links in a new tab by default', () => {
    const link = show('See [SciPy]').querySelector('a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://docs.scipy.org/doc/scipy/');
  });

  it('leaves an unknown [label] and a Markdown link as text', () => {
    const out = show('See [nothing] or [x](https://a.example)');
    expect(out.querySelectorAll('a')).toHaveLength(0);
    expect(out).toHaveTextContent('See [nothing] or [x](https://a.example)');
  });

  it('combines bold, links, bullets and headings', () => {
    const out = show('## Start\n* **read the [NumPy guide]**\n1) then [SciPy]', { allowHeadings: true });
    expect(out.querySelector('h3')).toHaveTextContent('Start');
    expect(out.querySelector('ul li strong a')).toHaveTextContent('NumPy guide');
    expect(out.querySelector('ol li a')).toHaveTextContent('SciPy');
  });

  it('keeps text that looks like HTML or script as text', () => {
    const out = show('<script>alert(1)</script> <b>hi</b>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.querySelector('b')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script> <b>hi</b>')).toBeInTheDocument();
  });

  it('returns React elements, not a string', () => {
    const nodes = formatText('hi');
    expect(Array.isArray(nodes)).toBe(true);
    expect(typeof nodes[0]).toBe('object');
  });

  it('lists the labels a text uses', () => {
    expect(labelsIn('a [one] b [two](https://x.example) [three]\\n[four]')).toEqual(['one', 'three', 'four']);
  });
});
