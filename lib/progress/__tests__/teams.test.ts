import { countWords, progressCount, teamOrder } from '@/lib/progress/teams';

describe('teamOrder', () => {
  it("shows the member's own team and folds the other, whatever the curriculum's order", () => {
    expect(teamOrder(['Software', 'Software', 'Hardware'], 'Hardware')).toEqual({ shown: ['Hardware'], folded: ['Software'] });
    expect(teamOrder(['Software', 'Hardware'], 'Software')).toEqual({ shown: ['Software'], folded: ['Hardware'] });
  });

  it('folds nothing when the team is not known or no longer in the curriculum', () => {
    expect(teamOrder(['Software', 'Hardware'], null)).toEqual({ shown: ['Software', 'Hardware'], folded: [] });
    expect(teamOrder(['Software', 'Hardware'], 'Biology')).toEqual({ shown: ['Software', 'Hardware'], folded: [] });
  });
});

describe('the count a member reads', () => {
  const blocks = [
    { team: 'Software', formerTeams: ['Code'], done: 2, total: 3 },
    { team: 'Software', done: 1, total: 2 },
    { team: 'Hardware', done: 0, total: 4 },
  ];

  it('is of the member’s own team once chosen (under a former name too), the other team’s beside it', () => {
    expect(progressCount(blocks, 'Software')).toEqual({
      team: 'Software',
      done: 3,
      total: 5,
      others: [{ team: 'Hardware', done: 0, total: 4 }],
    });
    expect(progressCount(blocks, 'Code')).toMatchObject({ team: 'Software', done: 3, total: 5 });
    expect(countWords(progressCount(blocks, 'Software'))).toBe('3 / 5 Software submodules complete');
  });

  it('is of the whole curriculum before a team is chosen, or when the team is gone', () => {
    for (const chosen of [null, 'Biology']) {
      expect(progressCount(blocks, chosen)).toEqual({ team: null, done: 3, total: 9, others: [] });
      expect(countWords(progressCount(blocks, chosen))).toBe('3 / 9 submodules complete in all');
    }
  });
});
