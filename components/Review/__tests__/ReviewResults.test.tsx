/**
 * /review's results with more members than one page holds: a page of rows at a time, the page said in
 * words, a sort or a filter back at the first page, and every row on paper; where the rows sit among
 * all is told to assistive technology.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import type { OutlineBlock } from '@/lib/progress/summary';
import { memberProgress } from '@/lib/progress/progressCode';
import { useReviewStore } from '@/lib/store/review';
import ReviewResults from '@/components/Review/ReviewResults';

// Every browser has these; jsdom does not.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const outline: OutlineBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1: General Skills',
    submodules: [{ key: '1_1', pageKey: 'softwareB1Module1_1', title: 'T', href: '/x/', tasks: [] }],
  },
];
const at = '2026-11-23T14:05:00.000Z';
const members = Array.from({ length: 250 }, (_, n) =>
  memberProgress(outline, {}, { eid: `m${String(n).padStart(3, '0')}`, fullName: `Member ${String(n).padStart(3, '0')}`, reportedAt: at }),
);

const dataRows = () =>
  within(screen.getByRole('region', { name: 'Members’ progress table' }))
    .getAllByRole('row')
    .slice(1);
const names = () => dataRows().map((r) => within(r).getByRole('rowheader').textContent);

beforeEach(() => {
  localStorage.clear();
  useReviewStore.setState({ inputs: [], members, refusals: [], kept: false, keepFailed: false, loaded: true, reading: null });
});

describe('the results of /review with 250 members', () => {
  it('shows 100 rows at a time, says which, and pages on', () => {
    render(<ReviewResults outline={outline} studentId="EID" />);
    expect(screen.getByText('250 members: 0 complete, 0 in progress, 250 not started')).toBeInTheDocument();
    expect(names()).toHaveLength(100);
    expect(names()[0]).toBe('Member 000');
    expect(screen.getByText('Members 1–100 of 250')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '251');
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Members 201–250 of 250')).toBeInTheDocument();
    expect(names()).toHaveLength(50);
    expect(names()[0]).toBe('Member 200');
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '202');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('goes back to the first page on a sort', () => {
    render(<ReviewResults outline={outline} studentId="EID" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /^Member/ })).getByRole('button'));
    expect(screen.getByText('Members 1–100 of 250')).toBeInTheDocument();
    expect(names()[0]).toBe('Member 249');
  });

  it('prints every row, and shows one page again afterwards', () => {
    render(<ReviewResults outline={outline} studentId="EID" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    act(() => window.dispatchEvent(new Event('beforeprint')));
    expect(names()).toHaveLength(250);
    expect(dataRows()[249]).toHaveAttribute('aria-rowindex', '251');
    act(() => window.dispatchEvent(new Event('afterprint')));
    expect(names()).toHaveLength(100);
    expect(names()[0]).toBe('Member 100');
  });

  it('has no pages when every row fits on one', () => {
    act(() => useReviewStore.setState({ members: members.slice(0, 100) }));
    render(<ReviewResults outline={outline} studentId="EID" />);
    expect(names()).toHaveLength(100);
    expect(screen.queryByRole('navigation', { name: 'Pages of the members’ table' })).toBeNull();
  });
});
