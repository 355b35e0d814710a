/**
 * IntentLink fetches its page only once the reader shows the intent to open it: next/link is told
 * `prefetch={false}` until a pointer comes over it, a finger touches it or it takes the focus, then
 * its default (null: fetch). The link's own handlers still run.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import IntentLink from '@/components/ui/IntentLink';

const seen: Array<boolean | null | undefined> = [];
jest.mock('next/link', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock factories cannot import
  const React = require('react');
  return function MockLink({ prefetch, href, ...rest }: { prefetch?: boolean | null; href: string }) {
    seen.push(prefetch);
    return React.createElement('a', { href, 'data-prefetch': String(prefetch), ...rest });
  };
});

beforeEach(() => {
  seen.length = 0;
});

test.each([
  ['a pointer over it', (link: HTMLElement) => fireEvent.pointerEnter(link)],
  ['a finger on it', (link: HTMLElement) => fireEvent.touchStart(link)],
  ['the keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
])('no fetch while it is only in view; %s fetches it', (_, intent) => {
  render(<IntentLink href="/programs/">Programs</IntentLink>);
  const link = screen.getByRole('link', { name: 'Programs' });
  expect(link).toHaveAttribute('href', '/programs/');
  expect(link).toHaveAttribute('data-prefetch', 'false');
  intent(link);
  expect(link).toHaveAttribute('data-prefetch', 'null');
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBeNull();
});

test("the link's own handlers still run", () => {
  const onFocus = jest.fn();
  const onTouchStart = jest.fn();
  render(
    <IntentLink href="/member" onFocus={onFocus} onTouchStart={onTouchStart} className="button">
      Member Home
    </IntentLink>,
  );
  const link = screen.getByRole('link', { name: 'Member Home' });
  expect(link).toHaveClass('button');
  fireEvent.focus(link);
  fireEvent.touchStart(link);
  expect(onFocus).toHaveBeenCalledTimes(1);
  expect(onTouchStart).toHaveBeenCalledTimes(1);
});
