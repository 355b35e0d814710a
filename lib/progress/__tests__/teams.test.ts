import { teamOrder } from '@/lib/progress/teams';

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
