import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import ErrorPage from '@/app/error';
import GlobalError from '@/app/global-error';

describe('the error pages', () => {
  it('explain, offer "Try again" (which retries) and a link home, and take the focus', () => {
    const reset = jest.fn();
    render(<ErrorPage error={new Error('boom')} reset={reset} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Please try again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('replace the whole document when the root layout fails, with the same way out', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} reset={() => {}} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('body h1')?.textContent).toBe('Something went wrong');
    expect(doc.querySelector('body button')?.textContent).toBe('Try again');
    expect(doc.querySelector('body a[href="/"]')?.textContent).toBe('Go to the home page');
  });
});
