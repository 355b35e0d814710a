import { introMaskSize, isIntroVisible } from '@/lib/home/introMask';

describe('the home intro mask', () => {
  it('grows from 100% by 6000% over the first viewport height of scrolling', () => {
    expect(introMaskSize(0, 800)).toBe('100%');
    expect(introMaskSize(400, 800)).toBe('3100%');
    expect(introMaskSize(800, 800)).toBe('6100%');
  });

  it('stops growing after one viewport height and ignores overscroll above the top', () => {
    expect(introMaskSize(5000, 800)).toBe('6100%');
    expect(introMaskSize(-50, 800)).toBe('100%');
  });

  it('shows the intro while scrolled at most one viewport height', () => {
    expect(isIntroVisible(0, 800)).toBe(true);
    expect(isIntroVisible(800, 800)).toBe(true);
    expect(isIntroVisible(801, 800)).toBe(false);
  });
});
