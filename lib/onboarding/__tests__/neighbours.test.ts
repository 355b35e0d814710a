import { neighbours } from '@/lib/onboarding/neighbours';

const item = (key: string) => ({ key, title: `Topic ${key}`, href: `/onboarding/b/${key}/` });
// Module 1 holds 1_1 and 1_2, module 2 holds 2_1, module 3 holds 3_1 and 3_2.
const groups = [{ items: [item('1_1'), item('1_2')] }, { items: [item('2_1')] }, { items: [item('3_1'), item('3_2')] }];

describe('neighbours', () => {
  it('gives the first page only a next page', () => {
    expect(neighbours(groups, '1_1')).toEqual({ next: item('1_2') });
  });

  it('gives the last page only a previous page', () => {
    expect(neighbours(groups, '3_2')).toEqual({ previous: item('3_1') });
  });

  it('crosses module groups in both directions', () => {
    expect(neighbours(groups, '1_2')).toEqual({ previous: item('1_1'), next: item('2_1') });
    expect(neighbours(groups, '2_1')).toEqual({ previous: item('1_2'), next: item('3_1') });
  });

  it('skips an empty group', () => {
    expect(neighbours([{ items: [item('1_1')] }, { items: [] }, { items: [item('3_1')] }], '3_1')).toEqual({ previous: item('1_1') });
  });

  it('gives a lone page and an unknown key no neighbours', () => {
    expect(neighbours([{ items: [item('1_1')] }], '1_1')).toEqual({});
    expect(neighbours(groups, '9_9')).toEqual({});
  });

  it('keeps only the link fields of richer nav items', () => {
    const rich = [
      {
        items: [
          { ...item('1_1'), tasks: [1, 2] },
          { ...item('1_2'), tasks: [] },
        ],
      },
    ];
    expect(neighbours(rich, '1_1')).toEqual({ next: item('1_2') });
  });
});
