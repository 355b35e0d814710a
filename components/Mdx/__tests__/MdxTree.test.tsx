/**
 * A sealed page's body goes through JSON (encrypted at build) and comes back as React elements: what
 * a member reads must survive the trip, with the component map and without an evaluator.
 */
import { render, screen, within } from '@testing-library/react';
import { mdxToHast } from '@/lib/mdx/toHast';
import { mdxToElements } from '@/lib/mdx/toElements';
import { mdxComponents } from '@/components/Mdx/components';
import MdxTree from '@/components/Mdx/MdxTree';

const links = [{ label: 'Lab guide', url: 'https://docs.example.test/guide', required: true }];
const body = `## Before the lab

Read the [Lab guide] first. CO<sub>2</sub> and x<sup>2</sup> are fine, and so is <https://example.test/plain>.

| Band | Range |
| --- | --- |
| Alpha | 8-12 Hz |

A note.[^1]

[^1]: The footnote's text.

<Document title="Safety sheet" url="https://docs.example.test/safety.pdf" required="true" />
`;

/** What the browser gets: the tree after the JSON round trip of sealing. */
const sealedTree = () => JSON.parse(JSON.stringify(mdxToElements(body, 'content/onboarding/softwareB1/1_1.mdx', 1, { links })));

describe('a sealed MDX body', () => {
  it('carries no MDX node, expression or source position', () => {
    const json = JSON.stringify(sealedTree());
    expect(json).not.toMatch(/mdxJsx|mdxFlowExpression|estree|"position"/);
  });

  it('renders headings, tracked [label] links, sub/sup, autolinks, tables, footnotes and components', () => {
    render(<MdxTree tree={sealedTree()} components={mdxComponents({ pageKey: 'softwareB1Module1_1', serviceName: 'YouTube' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Before the lab' })).toBeInTheDocument();
    const guide = screen.getByRole('link', { name: /Lab guide/ });
    expect(guide).toHaveAttribute('href', 'https://docs.example.test/guide');
    expect(guide).toHaveAttribute('data-required', 'true');
    expect(document.querySelector('sub')?.textContent).toBe('2');
    expect(document.querySelector('sup')?.textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'https://example.test/plain' })).toHaveAttribute('target', '_blank');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: '8-12 Hz' })).toBeInTheDocument();
    expect(screen.getByText(/The footnote's text/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Safety sheet/ })).toHaveAttribute('href', 'https://docs.example.test/safety.pdf');
  });

  it('names the file and line when a body cannot be read', () => {
    expect(() => mdxToHast('Text\n\n<Video title="x"\n', 'content/onboarding/softwareB1/1_1.mdx', 10)).toThrow(
      /^content\/onboarding\/softwareB1\/1_1\.mdx:\d+: body: the page text cannot be read/,
    );
  });
});
