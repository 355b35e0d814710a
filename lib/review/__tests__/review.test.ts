/**
 * @jest-environment node
 *
 * /review's table from a mix of progress files and report e-mails: one row per member, the newest
 * report winning, every unreadable input listed with its reason; sorting, filtering, the count line
 * and the CSV a spreadsheet opens safely.
 */
import { requirements as req } from '@/lib/onboarding/__tests__/requirements';
import { emptyPage, type Pages } from '@/lib/record/record';
import { memberProgress, outlineQuizzes, progressCode } from '@/lib/progress/progressCode';
import { progressFile, progressFileText } from '@/lib/progress/progressFile';
import type { OutlineBlock } from '@/lib/progress/summary';
import { csvCell, csvFileName, reviewCsv } from '@/lib/review/csv';
import { readReviewInputs, type ReviewSource } from '@/lib/review/inputs';
import { countLine, downloadLabel, filterRows, retiredNote, reviewRows, sortRows, TEAM_UNKNOWN } from '@/lib/review/table';
import { everythingDone } from '@/lib/progress/__tests__/everythingDone';
import { progressOutline } from '@/lib/progress/outline';

const sub = (block: string, key: string, tasks: OutlineBlock['submodules'][number]['tasks'] = []) => ({
  key,
  pageKey: `${block}Module${key}`,
  title: `T ${key}`,
  href: `/onboarding/${block}/${key}/`,
  tasks,
});
const outline: OutlineBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1: General Skills',
    submodules: [
      sub('softwareB1', '1_1'),
      sub('softwareB1', '2_1', [
        { ...req({ requiredActions: ['completeQuiz'], quizKey: 'q:1' }), title: 'Quiz', quizTitle: 'Fixture quiz', questions: 3 },
      ]),
    ],
  },
  { id: 'hardwareB1', team: 'Hardware', label: 'Block 1: General Skills', submodules: [sub('hardwareB1', '1_1')] },
];
const now = new Date(2026, 10, 23, 15, 0);
const day = (d: number) => new Date(2026, 10, d, 9, 30).toISOString();
const visited = { ...emptyPage(), visited: true };
const passed = { ...emptyPage(), quizzes: { 0: { correct: 3, total: 3, passed: true, quizKey: 'q:1', submittedAt: day(21) } } };

const file = (name: string, eid: string, pages: Pages, at: number, fullName?: string): ReviewSource => ({
  kind: 'file',
  name,
  text: progressFileText(progressFile(eid, pages, new Date(day(at)), fullName)),
});
const code = (eid: string, fullName: string, pages: Pages, at: number) =>
  progressCode(outline, memberProgress(outline, pages, { eid, fullName, reportedAt: day(at) }));

const mail = [
  'From: ada@example.edu',
  'Onboarding progress of Ada Test (at1234)',
  `Progress code: ${code('at1234', 'Ada Test', { softwareB1Module2_1: passed }, 22)}`,
  '',
  `Progress code: ${code('zz1', 'Zed', {}, 22).replace(/.{6}$/, 'AAAAAA')}`,
  `Progress code: ${code('nn1', 'New', {}, 22).replace(/^NTP\d+\./, 'NTP9.')}`,
].join('\n');

const sources: ReviewSource[] = [
  file('ada-old.json', 'AT1234 ', { softwareB1Module1_1: visited }, 20, 'Ada Test'),
  { kind: 'text', name: 'Pasted text', text: mail },
  file('bo.json', 'bo42', { hardwareB1Module1_1: visited }, 21, 'Bo Hardy'),
  file('cy.json', 'cy7', {}, 21),
  { kind: 'file', name: 'notes.txt', text: 'shopping list' },
  {
    kind: 'file',
    name: 'broken.json',
    text: progressFileText(progressFile('x1', { softwareB1Module1_1: { ...visited, links: 'all' as unknown as string[] } }, now)),
  },
  { kind: 'file', name: 'future.json', text: JSON.stringify({ ...progressFile('x2', {}, now), version: 9 }) },
];

describe('the review table from files and codes together', () => {
  const read = readReviewInputs(sources, outline, now);
  const rows = reviewRows(read.members, outline);

  it('has one row per member, the newest report winning and saying it merged two', () => {
    expect(rows.map((r) => [r.name, r.eid, r.team, r.status, r.reports])).toEqual([
      ['Ada Test', 'at1234', 'Software', 'In progress', 2],
      ['Bo Hardy', 'bo42', 'Hardware', 'Onboarding complete', 1],
      ['', 'cy7', '', 'Not started', 1],
    ]);
    const ada = rows[0];
    expect(ada.blocks.map((b) => [b.name, b.done, b.total])).toEqual([
      ['Software Block 1: General Skills', 1, 2],
      ['Hardware Block 1: General Skills', 0, 1],
    ]);
    expect(ada.quizzesPassed).toBe(1);
    expect(ada.quizzes).toEqual([
      { title: 'Fixture quiz', result: { correct: 3, total: 3, passed: true, date: '2026-11-21' }, counted: true },
    ]);
    expect(ada.reported).toBe('2026-11-22 09:30');
  });

  it('lists every input it cannot read with its reason, and shows the others', () => {
    expect(read.refusals).toEqual([
      { source: 'Pasted text, code 2', reason: 'damaged code' },
      { source: 'Pasted text, code 3', reason: 'made by a newer version of the site' },
      { source: 'notes.txt', reason: 'not a progress file' },
      { source: 'broken.json', reason: 'damaged file (pages.softwareB1Module1_1.links: expected a list of texts)' },
      { source: 'future.json', reason: 'made by a newer version of the site' },
    ]);
    expect(readReviewInputs([{ kind: 'text', name: 'Pasted text', text: 'hello' }], outline, now).refusals).toEqual([
      { source: 'Pasted text', reason: 'no progress code found' },
    ]);
  });

  it('names the member of a refused code from its report, and reads a wrapped, quoted one whole', () => {
    const good = code('bo42', 'Bo Hardy', {}, 22);
    const mailbox = [
      `Progress code: ${code('cy7', 'Cy', {}, 22)}`,
      'Onboarding progress of Bo Hardy (bo42) on 2026-11-22 09:30',
      `> Progress code: ${good.slice(0, 17)}`,
      `> ${good.slice(17)}`,
      '> Thanks',
      'Name: Zed Zero',
      'EID: zz1',
      `Progress code: ${good.slice(0, -2)}`,
      '',
      'Onboarding progress of Ada Test (at1234) on 2026-11-22 09:30',
      'Progress code:',
      `${good.slice(0, 20)}x`,
    ].join('\r\n');
    const read = readReviewInputs([{ kind: 'text', name: 'Pasted text', text: mailbox }], outline, now);
    expect(read.members.map((m) => m.eid)).toEqual(['cy7', 'bo42']);
    expect(read.refusals).toEqual([
      { source: 'Pasted text, code 3 (Zed Zero, zz1)', reason: 'damaged code' },
      { source: 'Pasted text, code 4 (Ada Test, at1234)', reason: 'damaged code' },
    ]);
  });

  it('says the numbers in one line, sorts by any column and filters by team and status', () => {
    expect(countLine(rows)).toBe('3 members: 1 complete, 1 in progress (0 just started, 1 well under way), 1 not started');
    expect(countLine(rows.slice(0, 1))).toBe('1 member: 0 complete, 1 in progress (0 just started, 1 well under way), 0 not started');
    expect(sortRows(rows, { column: 'name', direction: 'descending' }).map((r) => r.eid)).toEqual(['cy7', 'bo42', 'at1234']);
    // The team's first block: Bo's Hardware one all done, Ada's Software one half, Cy's team not known.
    expect(sortRows(rows, { column: 'block:0', direction: 'descending' }).map((r) => r.eid)).toEqual(['bo42', 'at1234', 'cy7']);
    expect(sortRows(rows, { column: 'status', direction: 'ascending' }).map((r) => r.status)).toEqual([
      'Not started',
      'In progress',
      'Onboarding complete',
    ]);
    expect(filterRows(rows, { team: 'Hardware', status: '' }).map((r) => r.eid)).toEqual(['bo42']);
    expect(filterRows(rows, { team: '', status: 'Not started' }).map((r) => r.eid)).toEqual(['cy7']);
    expect(filterRows(rows, { team: TEAM_UNKNOWN, status: '' }).map((r) => r.eid)).toEqual(['cy7']);
  });

  it('counts the quizzes passed out of the member’s own team’s, and out of all when the team is not known', () => {
    expect(rows.map((r) => [r.eid, r.quizzesPassed, r.quizzesTotal])).toEqual([
      ['at1234', 1, 1],
      ['bo42', 0, 0],
      ['cy7', 0, 1],
    ]);
    expect(rows[1].quizzes).toEqual([{ title: 'Fixture quiz', result: null, counted: false }]);
    // On the real curriculum: the whole Hardware track done is every quiz of it passed, not 4 of 5.
    const real = progressOutline();
    const all = everythingDone(real, { submittedAt: day(21), uploadedAt: day(21), uploadNames: ['a.png'] });
    const hardware = Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('hardware')));
    const [row] = reviewRows([memberProgress(real, hardware, { eid: 'hw1', fullName: 'Hal Ware', reportedAt: day(22) })], real);
    // Counted out of the Hardware track's quizzes, listed beside every quiz of the curriculum.
    const teamOf = new Map(real.flatMap((b) => b.submodules.map((sub) => [sub.pageKey, b.team])));
    const hardwareQuizzes = outlineQuizzes(real).filter((q) => teamOf.get(q.pageKey) === 'Hardware').length;
    expect([row.team, row.status, row.quizzesPassed, row.quizzesTotal, row.quizzes.length]).toEqual([
      'Hardware',
      'Onboarding complete',
      hardwareQuizzes,
      hardwareQuizzes,
      outlineQuizzes(real).length,
    ]);
  });

  it('says what the download holds once a filter is on', () => {
    expect(downloadLabel(3, { team: '', status: '' })).toBe('Download table (CSV)');
    expect(downloadLabel(11, { team: 'Hardware', status: '' })).toBe('Download these 11 rows (CSV)');
    expect(downloadLabel(1, { team: '', status: 'Not started' })).toBe('Download this 1 row (CSV)');
    expect(downloadLabel(0, { team: TEAM_UNKNOWN, status: '' })).toBe('Download these 0 rows (CSV)');
  });

  it('reads a team the curriculum does not have as Team unknown, never complete, and a renamed one under its new name', () => {
    const done = everythingDone(outline, { submittedAt: day(21), uploadedAt: day(21), uploadNames: ['a.png'] });
    const report = (team: string) => ({
      ...memberProgress(outline, done, { eid: `m-${team}`, fullName: team, reportedAt: day(22) }),
      team,
    });
    const [gone] = reviewRows([{ ...report('Neuroscience'), complete: [false, false, false], started: [false, false, false] }], outline);
    expect([gone.team, gone.status]).toEqual(['Neuroscience', 'Team unknown']);
    expect(countLine([gone])).toBe('1 member: 0 complete, 0 in progress, 0 not started, 1 with a team the curriculum does not have');
    expect(filterRows([gone], { team: TEAM_UNKNOWN, status: '' })).toEqual([gone]);
    expect(filterRows([gone], { team: 'Neuroscience', status: '' })).toEqual([]);
    // Software renamed Computing, with `teams: [{ name: Computing, formerly: Software }]` in blocks.yaml.
    const renamed = outline.map((b) => (b.team === 'Software' ? { ...b, team: 'Computing', formerTeams: ['Software'] } : b));
    const [kept] = reviewRows([report('Software')], renamed);
    expect([kept.team, kept.status, kept.quizzesPassed, kept.quizzesTotal]).toEqual(['Computing', 'Onboarding complete', 1, 1]);
    const [lost] = reviewRows(
      [report('Software')],
      renamed.map((b) => ({ ...b, formerTeams: undefined })),
    );
    expect(lost.status).toBe('Team unknown');
  });

  it('notes progress in submodules the curriculum no longer has', () => {
    expect([retiredNote(undefined), retiredNote(0), retiredNote(1), retiredNote(2)]).toEqual([
      '',
      '',
      '1 done in a submodule no longer in the curriculum',
      '2 done in submodules no longer in the curriculum',
    ]);
    const progress = memberProgress(outline, {}, { eid: 'rt1', fullName: 'Ret', reportedAt: day(22) });
    expect(reviewRows([{ ...progress, retiredDone: 2 }], outline)[0].retired).toBe('2 done in submodules no longer in the curriculum');
    expect(reviewRows([progress], outline)[0].retired).toBe('');
  });
});

describe('the CSV', () => {
  const rows = reviewRows(
    readReviewInputs([file('x.json', 'ev1', { softwareB1Module1_1: visited }, 21, '=HYPERLINK("http://x.example","Zoë")')], outline, now)
      .members,
    outline,
  );
  const csv = reviewCsv(rows, outline, 'NetID');

  it('is named after the day, starts with a byte-order mark and quotes every field', () => {
    expect(csvFileName(now)).toBe('onboarding-review-2026-11-23.csv');
    expect(
      csv.startsWith(
        '\uFEFF"Name","NetID","Team","Software Block 1: General Skills","Hardware Block 1: General Skills","Fixture quiz","Quizzes passed","Uploads","Latest report","Status","Reports"\r\n',
      ),
    ).toBe(true);
  });

  it('keeps a formula-looking name as text', () => {
    expect(csv.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://x.example"",""Zoë"")","ev1","Software","1 / 2","0 / 1","","0 / 1","0","2026-11-21 09:30","In progress","1"`,
    );
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell('Ada "the" Test')).toBe('"Ada ""the"" Test"');
  });

  it('keeps a formula hidden behind spaces, a line break or full-width signs as text', () => {
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvCell('   =1+1')).toBe(`"'   =1+1"`);
    expect(csvCell('\u00A0\u3000@SUM(A1)')).toBe(`"'\u00A0\u3000@SUM(A1)"`);
    for (const sign of ['＝', '＋', '－', '＠']) expect(csvCell(`${sign}1`)).toBe(`"'${sign}1"`);
    expect(csvCell('　＝HYPERLINK("x")')).toBe(`"'　＝HYPERLINK(""x"")"`);
  });

  it('keeps a formula hidden behind invisible characters as text, as if they were spaces', () => {
    // zero-width space, non-joiner, joiner, word joiner, byte-order mark, soft hyphen, direction marks, Hangul filler, a variation selector
    for (const hidden of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u200E', '\u202E', '\u3164', '\uFE0F', ' \u200B '])
      for (const sign of ['=', '+', '-', '@', '＝'])
        expect(csvCell(`${hidden}${sign}HYPERLINK("x")`)).toBe(`"'${hidden}${sign}HYPERLINK(""x"")"`);
    expect(csvCell('\u200BAda')).toBe('"\u200BAda"');
  });

  it('keeps a formula behind control characters, blank Braille or combining marks, and behind look-alike signs, as text', () => {
    const hidden = ['\u0001', '\u001F', '\u007F', '\u0085', '\u009F', '\u2800', '\u0301', '\u180E', '\u2061', '\u0001\u2800\u200B'];
    for (const before of hidden) expect(csvCell(`${before}=HYPERLINK("x")`)).toBe(`"'${before}=HYPERLINK(""x"")"`);
    // minus sign, small plus and hyphen-minus, small equals and at, full-width, superscript, heavy, modifier, dashes
    const signs = [
      '\u2212',
      '\uFE62',
      '\uFE63',
      '\uFE66',
      '\uFE6B',
      '\uFF0B',
      '\uFF0D',
      '\uFF1D',
      '\uFF20',
      '\u207A',
      '\u207B',
      '\u2795',
      '\u2796',
      '\u02D7',
      '\u2013',
    ];
    for (const sign of signs) {
      expect(csvCell(`${sign}1+1`)).toBe(`"'${sign}1+1"`);
      expect(csvCell(`\u0001\u2800${sign}1`)).toBe(`"'\u0001\u2800${sign}1"`);
    }
    expect(csvCell('\u0001Ada')).toBe('"\u0001Ada"');
    expect(csvCell('\u2800')).toBe('"\u2800"');
  });

  it('leaves ordinary names and counts as they are', () => {
    for (const text of ['Zoë Müller-Li', ' Ada Lovelace', '李 明', 'Ann + Bo', '1 / 2', '3 / 5 passed 2026-11-21', 0, 12])
      expect(csvCell(text)).toBe(`"${text}"`);
  });
});
