/**
 * The two tracked links of a module page, a `[label]` link and a document: each opens in a new tab,
 * a click or a middle click ticks it under its address, and it then looks and reads as opened.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useProgressStore } from '@/lib/store/progress';
import { DocumentLink } from '@/components/Onboarding/DocumentList';
import TrackedLink from '..';

const PAGE = 'softwareB1Module1_1';
const store = () => useProgressStore.getState();
const saved = () => store().pages[PAGE];

beforeEach(() => {
  localStorage.clear();
  store().switchMember(null);
  store().switchMember('ab1234');
});

describe('a [label] link', () => {
  const link = { label: 'Python setup guide', url: 'https://example.org/python', required: true };

  it('opens in a new tab and, once clicked, is kept under its address and says it is done', () => {
    render(<TrackedLink pageKey={PAGE} link={link} />);
    const a = screen.getByRole('link', { name: 'Python setup guide (required)' });
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    expect(a).toHaveAttribute('data-opened', 'false');
    fireEvent.click(a);
    expect(saved().links).toEqual(['https://example.org/python']);
    expect(saved().documents).toEqual([]);
    expect(screen.getByRole('link', { name: 'Python setup guide (required, done)' })).toHaveAttribute('data-opened', 'true');
  });
});

describe('a document', () => {
  const doc = { title: 'Lab safety sheet', url: 'https://example.org/safety.pdf', fileType: 'pdf', required: false };

  it('is kept under its address on a middle click (a new tab the browser opens itself) and reads as opened', () => {
    render(<DocumentLink pageKey={PAGE} document={doc} />);
    fireEvent(screen.getByRole('link', { name: /Lab safety sheet/ }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(saved().documents).toEqual(['https://example.org/safety.pdf']);
    expect(saved().links).toEqual([]);
    expect(screen.getByRole('link', { name: 'Lab safety sheet PDF (optional, opened)' })).toHaveAttribute('data-opened', 'true');
  });

  it('counts as opened when an older record holds it under its title', () => {
    store().markDocument(PAGE, 'Lab safety sheet');
    render(<DocumentLink pageKey={PAGE} document={doc} />);
    expect(screen.getByRole('link', { name: 'Lab safety sheet PDF (optional, opened)' })).toHaveAttribute('data-opened', 'true');
  });
});
