/**
 * What a row of the members' table tells an officer beyond its counts: progress in submodules the
 * curriculum no longer has, and a quizzes cell with nothing behind it when the team has no quiz.
 */
import { render, screen, within } from '@testing-library/react';
import type { OutlineBlock } from '@/lib/progress/summary';
import { memberProgress } from '@/lib/progress/progressCode';
import { reviewRows } from '@/lib/review/table';
import ReviewTable from '@/components/Review/ReviewTable';

const outline: OutlineBlock[] = [
  {
    id: 'hardwareB1',
    team: 'Hardware',
    label: 'Block 1: General Skills',
    submodules: [{ key: '1_1', pageKey: 'hardwareB1Module1_1', title: 'T', href: '/x/', tasks: [] }],
  },
];
const at = '2026-11-23T14:05:00.000Z';
const member = (eid: string, retiredDone?: number) => ({
  ...memberProgress(outline, {}, { eid, fullName: `Member ${eid}`, reportedAt: at, team: 'Hardware' }),
  retiredDone,
});

/** The table as /review draws it, sorted by name, every team, the ID under a word that is not 'EID'. */
const renderTable = (rows: ReturnType<typeof reviewRows>) =>
  render(
    <ReviewTable
      rows={rows}
      sort={{ column: 'name', direction: 'ascending' }}
      onSort={() => {}}
      outline={outline}
      team=""
      studentId="NetID"
    />,
  );

describe('ReviewTable', () => {
  it('says how many were done in submodules no longer in the curriculum, in the right number', () => {
    const rows = reviewRows([member('a1', 2), member('b2', 1), member('c3')], outline);
    renderTable(rows);
    const row = (eid: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(eid))!;
    expect(within(row('a1')).getAllByRole('cell').at(-1)).toHaveTextContent('Not started2 done in submodules no longer in the curriculum');
    expect(within(row('b2')).getAllByRole('cell').at(-1)).toHaveTextContent('Not started1 done in a submodule no longer in the curriculum');
    expect(within(row('c3')).getAllByRole('cell').at(-1)).toHaveTextContent(/^Not started$/);
    // The Hardware team has no quiz here: a count, no disclosure.
    expect(within(row('c3')).getByText('0 / 0')).toBeInTheDocument();
    expect(within(row('c3')).queryByRole('group')).toBeNull();
  });

  it("heads the ID column with the university's word for a student ID", () => {
    renderTable(reviewRows([member('a1')], outline));
    expect(screen.getByRole('columnheader', { name: /NetID/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /EID/ })).toBeNull();
  });
});

describe('ReviewTable: where a member is', () => {
  it('says All done only for a member who completed their team, and nothing for a team the curriculum does not have', () => {
    const done = { ...memberProgress(outline, {}, { eid: 'd1', fullName: 'Done', reportedAt: at, team: 'Hardware' }), complete: [true] };
    const art = { ...memberProgress(outline, {}, { eid: 'x1', fullName: 'Art', reportedAt: at }), team: 'Art' };
    const rows = reviewRows([done, art, member('n1')], outline, new Date(at));
    renderTable(rows);
    const place = (eid: string) =>
      within(screen.getAllByRole('row').find((r) => r.textContent?.includes(eid))!)
        .getAllByRole('cell')
        .at(-2);
    expect(place('d1')).toHaveTextContent(/^All done$/);
    expect(place('x1')).toHaveTextContent(/^–$/);
    expect(place('n1')).toHaveTextContent(/^1\.1 TBlock 1: General Skills$/);
  });
});
