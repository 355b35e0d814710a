/**
 * @jest-environment node
 *
 * The picture of the cohort on /review: where each member stands (next or stuck), 'In progress'
 * told apart, old reports marked, the block columns by team, and the counts the charts draw.
 */
import type { MemberProgress } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import { finishedChart, isStale, placeOf, stageOf, standingChart } from '@/lib/review/cohort';
import { blockColumns, countLine, reviewRows, sortRows, teamBlocks } from '@/lib/review/table';
import { requirements as req } from '@/lib/onboarding/__tests__/requirements';

const sub = (block: string, key: string, title: string, tasks: OutlineBlock['submodules'][number]['tasks'] = []) => ({
  key,
  pageKey: `${block}Module${key}`,
  title,
  href: `/onboarding/${block}/${key}/`,
  tasks,
});
const quiz = { ...req({ requiredActions: ['completeQuiz'], quizKey: 'q:1' }), title: 'Quiz', quizTitle: 'Python quiz', questions: 3 };
// Software: 4 submodules in two blocks (the quiz on 1.2); Hardware: 2 in one block.
const outline: OutlineBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1: General Skills',
    submodules: [sub('softwareB1', '1_1', 'Links'), sub('softwareB1', '1_2', 'Python', [quiz])],
  },
  {
    id: 'softwareB2',
    team: 'Software',
    label: 'Block 2: Signals',
    submodules: [sub('softwareB2', '1_1', 'Filters'), sub('softwareB2', '1_2', 'FFT')],
  },
  {
    id: 'hardwareB1',
    team: 'Hardware',
    label: 'Block 1: General Skills',
    submodules: [sub('hardwareB1', '1_1', 'Solder'), sub('hardwareB1', '1_2', 'PCB')],
  },
];
const now = new Date('2026-11-27T12:00:00Z');
// complete per submodule: [sw 1.1, sw 1.2, sw2 1.1, sw2 1.2, hw 1.1, hw 1.2]
const member = (
  eid: string,
  team: string | null,
  complete: boolean[],
  reportedAt = '2026-11-26T09:00:00Z',
  passed = false,
): MemberProgress => ({
  eid,
  fullName: `Member ${eid}`,
  reportedAt,
  team,
  complete,
  started: complete.map((c, i) => c || i === 0),
  quizzes: [passed ? { correct: 3, total: 3, passed: true } : null],
  uploads: 0,
});
const F = false;
const T = true;
const members = [
  member('opened1', 'Software', [F, F, F, F, F, F]),
  member('two', 'Software', [T, T, F, F, F, F], '2026-11-01T09:00:00Z', true),
  member('skipped', 'Software', [T, F, T, F, F, F]),
  member('solder', 'Hardware', [F, F, F, F, T, T]),
];

describe('where a member stands', () => {
  it('is the first unfinished submodule of their team, or the one they went on past: stuck', () => {
    expect(placeOf(members[0], outline)).toEqual({
      kind: 'next',
      pageKey: 'softwareB1Module1_1',
      label: '1.1 Links',
      block: 'Block 1: General Skills',
    });
    expect(placeOf(members[1], outline)).toEqual({
      kind: 'next',
      pageKey: 'softwareB2Module1_1',
      label: '1.1 Filters',
      block: 'Block 2: Signals',
    });
    expect(placeOf(members[2], outline)).toEqual({
      kind: 'stuck',
      pageKey: 'softwareB1Module1_2',
      label: '1.2 Python',
      block: 'Block 1: General Skills',
    });
    expect(placeOf(members[3], outline)).toBeNull(); // the whole Hardware track
    expect(placeOf({ team: null, complete: [] }, outline)).toBeNull();
  });

  it('tells a member who opened one page from one with half the track done', () => {
    expect(stageOf(members[0], outline)).toBe('just started');
    expect(stageOf(member('one', 'Software', [T, F, F, F, F, F]), outline)).toBe('well under way'); // 1 of 4 is a quarter
    expect(stageOf(member('tiny', 'Software', [F, F, F, F, T, F]), outline)).toBe('just started'); // the other team's does not count
    expect(stageOf(members[1], outline)).toBe('well under way');
  });

  it('marks a report more than two weeks old, and not one of 13 days', () => {
    expect(isStale('2026-11-12T11:00:00Z', now)).toBe(true);
    expect(isStale('2026-11-14T12:00:00Z', now)).toBe(false);
  });
});

describe('the table', () => {
  const rows = reviewRows(members, outline, now);

  it('says in the count line how many in progress have just started and how many are well under way', () => {
    expect(rows.map((r) => [r.eid, r.status, r.stage, r.stale])).toEqual([
      ['opened1', 'In progress', 'just started', false],
      ['two', 'In progress', 'well under way', true],
      ['skipped', 'In progress', 'well under way', false],
      ['solder', 'Onboarding complete', null, false],
    ]);
    expect(countLine(rows)).toBe('4 members: 1 complete, 3 in progress (1 just started, 2 well under way), 0 not started');
  });

  it('has block columns by place in the team: the chosen team’s labels, else the shared label or Block n', () => {
    expect(blockColumns(outline, 'Software')).toEqual(['Block 1: General Skills', 'Block 2: Signals']);
    expect(blockColumns(outline, 'Hardware')).toEqual(['Block 1: General Skills']);
    expect(blockColumns(outline, '')).toEqual(['Block 1: General Skills', 'Block 2']);
    expect(teamBlocks(rows[3]).map((b) => [b.id, b.done, b.total])).toEqual([['hardwareB1', 2, 2]]);
  });

  it('sorts by where the members are, in the curriculum’s order, those who finished last', () => {
    expect(sortRows(rows, { column: 'place', direction: 'ascending' }).map((r) => r.eid)).toEqual(['opened1', 'skipped', 'two', 'solder']);
    expect(sortRows(rows, { column: 'status', direction: 'ascending' }).map((r) => r.eid)).toEqual(['opened1', 'skipped', 'two', 'solder']);
  });
});

describe('the charts', () => {
  const rows = reviewRows(members, outline, now);

  it('count, per block of the shown team, who finished each submodule and passed each quiz, of that team', () => {
    expect(finishedChart(rows, outline, ['Software'])).toEqual([
      {
        name: 'Software Block 1: General Skills',
        bars: [
          { label: '1.1 Links', count: 2, of: 3 },
          { label: '1.2 Python', count: 1, of: 3 },
          { label: 'Quiz: Python quiz', count: 1, of: 3 },
        ],
      },
      {
        name: 'Software Block 2: Signals',
        bars: [
          { label: '1.1 Filters', count: 1, of: 3 },
          { label: '1.2 FFT', count: 0, of: 3 },
        ],
      },
    ]);
    expect(finishedChart(rows, outline, ['Hardware', 'Software']).map((g) => g.name)).toEqual([
      'Software Block 1: General Skills',
      'Software Block 2: Signals',
      'Hardware Block 1: General Skills',
    ]);
  });

  it('count where each team’s members are, saying how many are stuck there, and who finished', () => {
    expect(standingChart(rows, outline, ['Software', 'Hardware'])).toEqual([
      {
        name: 'Software',
        bars: [
          { label: 'Block 1, 1.1 Links', count: 1, of: 3 },
          { label: 'Block 1, 1.2 Python (1 stuck)', count: 1, of: 3 },
          { label: 'Block 2, 1.1 Filters', count: 1, of: 3 },
        ],
      },
      { name: 'Hardware', bars: [{ label: 'Finished everything', count: 1, of: 1 }] },
    ]);
  });
});
