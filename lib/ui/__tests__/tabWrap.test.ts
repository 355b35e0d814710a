import { tabWrapTarget } from '@/lib/ui/tabWrap';

const stops = ['close', 'search', 'module 1', 'reset'];

describe('tabWrapTarget', () => {
  it('goes round from the last control to the first with Tab, and from the first to the last with Shift+Tab', () => {
    expect(tabWrapTarget(stops, 'reset', false)).toBe('close');
    expect(tabWrapTarget(stops, 'close', true)).toBe('reset');
  });

  it('leaves the browser to move focus between two controls inside', () => {
    expect(tabWrapTarget(stops, 'search', false)).toBeNull();
    expect(tabWrapTarget(stops, 'reset', true)).toBeNull();
  });

  it('brings focus that is outside back in at the end Tab would reach first', () => {
    expect(tabWrapTarget(stops, 'the page', false)).toBe('close');
    expect(tabWrapTarget(stops, null, true)).toBe('reset');
  });

  it('does nothing for a panel without controls', () => {
    expect(tabWrapTarget([], null, false)).toBeNull();
  });

  it('with one control, keeps focus on it both ways', () => {
    expect(tabWrapTarget(['close'], 'close', false)).toBe('close');
    expect(tabWrapTarget(['close'], 'close', true)).toBe('close');
  });
});
