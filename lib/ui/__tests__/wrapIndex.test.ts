import { wrapIndex } from '@/lib/ui/wrapIndex';

describe('wrapIndex', () => {
  it('wraps past the last item to the first and before the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it('answers 0 for an empty list', () => {
    expect(wrapIndex(2, 0)).toBe(0);
  });
});
