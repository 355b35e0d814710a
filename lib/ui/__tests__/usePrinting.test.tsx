/**
 * usePrinting: what is shown only on paper (every row of /review's table) is drawn by the time the
 * browser's 'beforeprint' handlers have run, since the page is laid out for paper right after them,
 * and goes away after printing.
 */
import { act, render, screen } from '@testing-library/react';
import { usePrinting } from '@/lib/ui/usePrinting';

function Rows() {
  const printing = usePrinting();
  return <p>{printing ? 'every row' : 'one page of rows'}</p>;
}

describe('usePrinting', () => {
  it('is true from beforeprint, drawn within the event, until afterprint', () => {
    render(<Rows />);
    expect(screen.getByText('one page of rows')).toBeInTheDocument();
    // Outside act(), as in a browser, which does not wait for React's next turn before laying out the page for paper.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    window.dispatchEvent(new Event('beforeprint'));
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    expect(screen.getByText('every row')).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('afterprint')));
    expect(screen.getByText('one page of rows')).toBeInTheDocument();
  });
});
