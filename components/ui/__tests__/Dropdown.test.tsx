/**
 * The one dropdown (components/ui/Dropdown), as the event cards use it (DropdownList: its own state, a list) and as
 * the site bar does (a parent that holds which one is open, a panel, focus on its first choice).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import Dropdown from '@/components/ui/Dropdown';
import DropdownList from '@/components/ui/DropdownList';

function Documents() {
  return (
    <>
      <DropdownList label="Documents">
        <li>
          <a href="#slides">Slides</a>
        </li>
      </DropdownList>
      <button type="button">Elsewhere</button>
    </>
  );
}

it('opens and closes its list: Esc gives focus back to the button; a click or focus outside and a chosen link close it', () => {
  render(<Documents />);
  const button = screen.getByRole('button', { name: 'Documents' });
  const open = () => {
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Slides' })).toBeVisible();
  };
  const closed = () => {
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Slides' })).toBeNull();
  };
  closed();
  open();
  fireEvent.keyDown(document, { key: 'Escape' });
  closed();
  expect(button).toHaveFocus();
  open();
  fireEvent.pointerDown(document.body);
  closed();
  open();
  act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
  closed();
  open();
  fireEvent.click(screen.getByRole('link', { name: 'Slides' }));
  closed();
});

function Bar() {
  const [which, setWhich] = useState<'menu' | 'profile' | null>(null);
  const change = (name: 'menu' | 'profile') => (open: boolean) => setWhich(open ? name : which === name ? null : which);
  return (
    <>
      <Dropdown
        className="menu"
        label="☰"
        button={{ className: 'icon', 'aria-label': 'Open menu' }}
        panel={{ className: 'panel', role: 'region', 'aria-labelledby': 'heading' }}
        open={which === 'menu'}
        onOpenChange={change('menu')}
        focusFirst
      >
        <h2 id="heading">Ready?</h2>
        <a href="#about">About</a>
      </Dropdown>
      <Dropdown
        className="profile"
        label="P"
        button={{ className: 'icon', 'aria-label': 'Profile' }}
        panel={{ className: 'panel' }}
        open={which === 'profile'}
        onOpenChange={change('profile')}
        focusFirst
      >
        <button type="button">Logout</button>
      </Dropdown>
    </>
  );
}

it('as the site bar: a named panel, focus on its first choice, one open at a time', () => {
  render(<Bar />);
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('region', { name: 'Ready?' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
  const profile = screen.getByRole('button', { name: 'Profile' });
  fireEvent.pointerDown(profile);
  fireEvent.click(profile);
  expect(screen.queryByRole('region', { name: 'Ready?' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
