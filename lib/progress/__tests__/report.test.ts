/**
 * @jest-environment node
 *
 * The report text and its e-mail link, on a small outline and on the real curriculum (whatever it
 * holds today: every block, submodule and quiz in content/).
 */
import { emptyPage, type Pages } from '@/lib/record/record';
import { progressOutline } from '@/lib/progress/outline';
import { everythingDone } from '@/lib/progress/__tests__/everythingDone';
import { requirements as req } from '@/lib/onboarding/__tests__/requirements';
import { submoduleNumber } from '@/lib/onboarding/names';
import { currentBlock, MAILTO_LIMIT, reportMailto, reportSubject, reportText, SHORTENED_NOTE } from '@/lib/progress/report';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';

const at = (h: number, m: number) => new Date(2026, 10, 23, h, m).toISOString();
const now = new Date(2026, 10, 23, 15, 30);

const outline: OutlineBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1: General Skills',
    submodules: [
      {
        key: '1_1',
        pageKey: 'softwareB1Module1_1',
        title: 'Links and Docs',
        href: '/onboarding/softwareB1/1_1/',
        tasks: [{ ...req({ requiredActions: ['clickLinks'], requiredLinks: ['A', 'B'] }), title: 'Read' }],
      },
      {
        key: '2_1',
        pageKey: 'softwareB1Module2_1',
        title: 'Quiz and Upload',
        href: '/onboarding/softwareB1/2_1/',
        tasks: [
          { ...req({ requiredActions: ['completeQuiz'], quizKey: 'q:1' }), title: 'Take the quiz', quizTitle: 'Fixture quiz' },
          { ...req({ requiredActions: ['uploadFiles'] }), title: 'Upload your proof' },
        ],
      },
    ],
  },
  {
    id: 'softwareB2',
    team: 'Software',
    label: 'Block 2: Virtual Reality',
    submodules: [{ key: '1_1', pageKey: 'softwareB2Module1_1', title: 'Start', href: '/onboarding/softwareB2/1_1/', tasks: [] }],
  },
  {
    id: 'hardwareB1',
    team: 'Hardware',
    label: 'Block 1: General Skills',
    submodules: [{ key: '1_1', pageKey: 'hardwareB1Module1_1', title: 'Docs', href: '/onboarding/hardwareB1/1_1/', tasks: [] }],
  },
];

const pages: Pages = {
  softwareB1Module1_1: { ...emptyPage(), links: ['A'] },
  softwareB1Module2_1: {
    ...emptyPage(),
    quizzes: { 0: { correct: 4, total: 5, passed: false, quizKey: 'q:1', submittedAt: at(14, 5) } },
    uploads: { 1: { count: 2, names: ['proof.png', 'notes.pdf'], uploadedAt: at(14, 10) } },
  },
  softwareB2Module1_1: { ...emptyPage(), visited: true },
};

describe('summariseProgress', () => {
  it('counts complete submodules per block with the side panel’s rule and says what is left', () => {
    const s = summariseProgress(outline, pages);
    expect(s.blocks.map((b) => [b.name, b.done, b.total, b.complete])).toEqual([
      ['Software Block 1: General Skills', 0, 2, false],
      ['Software Block 2: Virtual Reality', 1, 1, true],
      ['Hardware Block 1: General Skills', 0, 1, false],
    ]);
    expect(s.blocks[0].submodules.map((x) => x.left)).toEqual([['1 required link left'], ['Quiz not passed yet']]);
    expect(s.quizzes).toMatchObject([{ title: 'Fixture quiz', submodule: '2.1', current: true, result: { correct: 4, total: 5 } }]);
    expect(s.uploads).toMatchObject([{ taskTitle: 'Upload your proof', upload: { count: 2 } }]);
    expect([s.done, s.total]).toEqual([1, 4]);
  });
});

describe('the report', () => {
  const input = { fullName: 'Ada Test', eid: 'at1234', summary: summariseProgress(outline, pages), now };

  it('has the subject the officers filter on', () =>
    expect(reportSubject('Ada Test', 'at1234')).toBe('Onboarding progress: Ada Test (at1234)'));

  it('lists blocks, detail for blocks in progress, quizzes and uploads with dates', () => {
    expect(reportText(input).split('\n')).toEqual([
      'Onboarding progress of Ada Test (at1234) on 2026-11-23 15:30',
      '',
      'Submodules complete: 1 / 4',
      'Software Block 1: General Skills: 0 / 2',
      '  [ ] 1.1 Links and Docs: 1 required link left',
      '  [ ] 2.1 Quiz and Upload: Quiz not passed yet',
      'Software Block 2: Virtual Reality: 1 / 1',
      'Hardware Block 1: General Skills: 0 / 1',
      '',
      'Quizzes (last submission)',
      '- Fixture quiz (Software Block 1, 2.1): 4 / 5 (80.0%), not passed, 2026-11-23 14:05',
      '',
      'Uploads in blocks in progress (the files stay on my device)',
      '- Software Block 1, 2.1 Upload your proof: 2 files (proof.png, notes.pdf), 2026-11-23 14:10',
    ]);
  });

  it('sums up a completed block in one line, with its uploads', () => {
    const done = {
      ...pages,
      softwareB1Module1_1: { ...emptyPage(), links: ['A', 'B'] },
      softwareB1Module2_1: {
        ...pages.softwareB1Module2_1,
        quizzes: { 0: { correct: 5, total: 5, passed: true, quizKey: 'q:1', submittedAt: at(14, 20) } },
      },
    };
    const text = reportText({ ...input, summary: summariseProgress(outline, done) });
    expect(text).toContain('Software Block 1: General Skills: 2 / 2, 1 upload (last 2026-11-23)\n');
    expect(text).not.toContain('[x]');
    expect(text).toContain('5 / 5 (100.0%), passed, 2026-11-23 14:20');
  });

  it('is carried whole by the mailto link when it is short', () => {
    const { href, body } = reportMailto('onboarding@example.edu', input);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('onboarding@example.edu');
    expect(url.searchParams.get('subject')).toBe('Onboarding progress: Ada Test (at1234)');
    expect(url.searchParams.get('body')).toBe(reportText(input));
    expect(body).toBe(reportText(input));
  });
});

describe('the e-mail link on the real curriculum stays under the mail clients’ limit', () => {
  const real = progressOutline();
  const everything = (o: OutlineBlock[], keep: (blockIndex: number, subIndex: number) => boolean) =>
    everythingDone(o, {
      keep,
      score: 5,
      submittedAt: at(10, 0),
      uploadedAt: at(11, 0),
      uploadNames: ['a-rather-long-screenshot-name-2026-11-23.png', 'notes.pdf', 'c.txt'],
    });
  const link = (p: Pages, name = 'Maximiliana Fitzgerald-Oyelaran') =>
    reportMailto('onboarding@lakeshore-neurotech.example.edu', {
      fullName: name,
      eid: 'mfo12345',
      summary: summariseProgress(real, p),
      now,
    });

  it('with every submodule and quiz done: one line per block and every quiz', () => {
    const summary = summariseProgress(
      real,
      everything(real, () => true),
    );
    expect(summary.done).toBe(summary.total);
    expect(summary.quizzes.length).toBe(real.flatMap((b) => b.submodules.flatMap((s) => s.tasks.filter((t) => t.quizTitle))).length);
    const { href, body } = link(everything(real, () => true));
    expect(href.length).toBeLessThan(MAILTO_LIMIT);
    const lines = body.split('\n');
    // A block's line, alone or followed by its uploads (', 5 uploads ...'), whatever the curriculum asks.
    for (const b of summary.blocks)
      expect(
        lines.filter((l) => l === `${b.name}: ${b.total} / ${b.total}` || l.startsWith(`${b.name}: ${b.total} / ${b.total}, `)),
      ).toHaveLength(1);
    for (const q of summary.quizzes)
      expect(lines.filter((l) => l.startsWith(`- ${q.title} (`) && l.includes(': 5 / 5 (100.0%), passed, 2026-11-23'))).toHaveLength(1);
    // Shortened or not, the body says which.
    expect(body.includes(SHORTENED_NOTE)).toBe(
      body !== reportText({ fullName: 'Maximiliana Fitzgerald-Oyelaran', eid: 'mfo12345', summary, now }),
    );
  });

  it('with every block half done (the most detail there can be), cutting what is complete before what is left', () => {
    const pages = everything(real, (_b, s) => s % 2 === 0);
    const { href, body } = link(pages);
    expect(href.length).toBeLessThan(MAILTO_LIMIT);
    for (const b of real) expect(body).toContain(`${b.team} ${b.label}: `);
    const lines = body.split('\n');
    const summary = summariseProgress(real, pages);
    const leftCut = summary.blocks.some((b) =>
      b.submodules.some((s) => !s.complete && !lines.includes(`  [ ] ${submoduleNumber(s.key)} ${s.title}: ${s.left.join(', ')}`)),
    );
    if (leftCut) {
      expect(body).not.toContain('[x]');
      expect(body).not.toContain('a-rather-long-screenshot-name');
    }
    expect(body.includes(SHORTENED_NOTE)).toBe(
      body !== reportText({ fullName: 'Maximiliana Fitzgerald-Oyelaran', eid: 'mfo12345', summary, now }),
    );
  });

  it('even for a curriculum far larger than today’s, by cutting lines and saying so', () => {
    const huge = Array.from({ length: 6 }, () => real).flat();
    const summary = summariseProgress(
      huge,
      everything(huge, (_b, s) => s % 2 === 0),
    );
    const { href, body } = reportMailto('onboarding@lakeshore-neurotech.example.edu', { fullName: 'A', eid: 'b', summary, now });
    expect(href.length).toBeLessThan(MAILTO_LIMIT);
    expect(body.split('\n').slice(0, 3)).toEqual([expect.stringMatching(/^Onboarding progress of A \(b\)/), '', SHORTENED_NOTE]);
  });
});

describe('a report shortened to fit an e-mail', () => {
  // A block in progress with many complete submodules and one still to do: too long in full.
  const busy: OutlineBlock[] = [
    {
      id: 'softwareB3',
      team: 'Software',
      label: 'Block 3: Signals',
      submodules: Array.from({ length: 40 }, (_, i) => ({
        key: `${i + 1}_1`,
        pageKey: `softwareB3Module${i + 1}_1`,
        title: `A submodule with a fairly long title, number ${i + 1}`,
        href: `/onboarding/softwareB3/${i + 1}_1/`,
        tasks: [{ ...req({ requiredActions: ['clickLinks'], requiredLinks: ['A'] }), title: 'Read' }],
      })),
    },
  ];
  const busyPages: Pages = Object.fromEntries(
    busy[0].submodules.map((s, i) => [s.pageKey, { ...emptyPage(), links: i === 39 ? [] : ['A'] }]),
  );
  const input = { fullName: 'Ada Test', eid: 'at1234', summary: summariseProgress(busy, busyPages), now };

  it('is too long in full for this test to mean anything', () => {
    expect(`mailto:x@example.edu?body=${encodeURIComponent(reportText(input))}`.length).toBeGreaterThan(MAILTO_LIMIT);
  });

  it('says so under its first line, and points at the file from Download my progress', () => {
    const { href, body } = reportMailto('onboarding@example.edu', input);
    expect(href.length).toBeLessThan(MAILTO_LIMIT);
    expect(body.split('\n').slice(0, 3)).toEqual([
      'Onboarding progress of Ada Test (at1234) on 2026-11-23 15:30',
      '',
      'Shortened to fit an e-mail: the full report is in the file from "Download my progress"',
    ]);
    expect(new URL(href).searchParams.get('body')).toBe(body);
  });

  it('folds the complete submodules into the block line and keeps what is left', () => {
    const { body } = reportMailto('onboarding@example.edu', input);
    expect(body).not.toContain('[x]');
    expect(body).toContain(`Software Block 3: Signals: 39 / 40 (done: ${Array.from({ length: 39 }, (_, i) => `${i + 1}.1`).join(', ')})`);
    expect(body).toContain('  [ ] 40.1 A submodule with a fairly long title, number 40: 1 required link left');
  });
});

describe('the order in which a report is shortened', () => {
  const task = (title: string, over: Parameters<typeof req>[0]) => ({ ...req(over), title });
  const sub = (block: string, key: string, title: string, tasks: OutlineBlock['submodules'][number]['tasks']) => ({
    key,
    pageKey: `${block}Module${key}`,
    title,
    href: `/onboarding/${block}/${key}/`,
    tasks,
  });
  const reading = (block: string, key: string, title: string) =>
    sub(block, key, title, [task('Read the guide', { requiredActions: ['clickLinks'], requiredLinks: ['Guide'] })]);
  const withUpload = (block: string, key: string, title: string) =>
    sub(block, key, title, [
      task('Read the guide', { requiredActions: ['clickLinks'], requiredLinks: ['Guide'] }),
      task('Upload your proof', { requiredActions: ['uploadFiles'] }),
    ]);
  const withQuiz = (block: string, key: string, title: string, quizKey: string) =>
    sub(block, key, title, [{ ...task('Take the quiz', { requiredActions: ['completeQuiz'], quizKey }), quizTitle: `Quiz of ${title}` }]);

  // A finished block, another block in progress, the block the member works in (the latest upload and
  // quiz are there, though it comes later in the outline), and an untouched block.
  const outline: OutlineBlock[] = [
    {
      id: 'softwareB1',
      team: 'Software',
      label: 'Block 1: General Skills',
      submodules: [withQuiz('softwareB1', '1_1', 'Python setup', 'q:py'), withUpload('softwareB1', '1_2', 'Version control')],
    },
    {
      id: 'softwareB2',
      team: 'Software',
      label: 'Block 2: Virtual Reality',
      submodules: [
        reading('softwareB2', '1_1', 'Headsets and tracking'),
        reading('softwareB2', '1_2', 'Scenes and lighting'),
        withUpload('softwareB2', '2_1', 'A first scene'),
      ],
    },
    {
      id: 'hardwareB1',
      team: 'Hardware',
      label: 'Block 1: General Skills',
      submodules: [
        reading('hardwareB1', '1_1', 'Lab safety rules and the fire exits'),
        reading('hardwareB1', '1_2', 'Reading a datasheet from top to bottom'),
        reading('hardwareB1', '1_3', 'Ordering parts through the department'),
        withQuiz('hardwareB1', '1_4', 'Circuits and meters', 'q:meters'),
        withUpload('hardwareB1', '2_1', 'Soldering a headset board'),
      ],
    },
    { id: 'hardwareB2', team: 'Hardware', label: 'Block 2: Design', submodules: [reading('hardwareB2', '1_1', 'Design controls')] },
  ];
  const day = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).toISOString();
  const uploaded = (names: string[], at: string) => ({ 1: { count: names.length, names, uploadedAt: at } });
  const pages: Pages = {
    softwareB1Module1_1: {
      ...emptyPage(),
      quizzes: { 0: { correct: 5, total: 5, passed: true, quizKey: 'q:py', submittedAt: day(20, 9, 30) } },
    },
    softwareB1Module1_2: { ...emptyPage(), links: ['Guide'], uploads: uploaded(['git-log.png'], day(20, 10, 0)) },
    softwareB2Module1_1: { ...emptyPage(), links: ['Guide'] },
    softwareB2Module2_1: { ...emptyPage(), uploads: uploaded(['first-scene-screenshot.png'], day(21, 11, 0)) },
    hardwareB1Module1_1: { ...emptyPage(), links: ['Guide'] },
    hardwareB1Module1_2: { ...emptyPage(), links: ['Guide'] },
    hardwareB1Module1_3: { ...emptyPage(), links: ['Guide'] },
    hardwareB1Module1_4: {
      ...emptyPage(),
      quizzes: { 0: { correct: 3, total: 5, passed: false, quizKey: 'q:meters', submittedAt: day(23, 14, 5) } },
    },
    hardwareB1Module2_1: { ...emptyPage(), uploads: uploaded(['solder-joints-close-up.jpg', 'board.jpg'], day(23, 14, 10)) },
  };
  const input = { fullName: 'Ada Test', eid: 'at1234', summary: summariseProgress(outline, pages), now };

  /** Every distinct body, as a longer and longer address leaves less room in the link. */
  const bodies: string[] = [];
  for (let n = 1; n < MAILTO_LIMIT; n++) {
    const { body } = reportMailto(`${'o'.repeat(n)}@example.edu`, input);
    if (body !== bodies.at(-1)) bodies.push(body);
    if (!body.includes('Software Block 1')) break;
  }
  /** Index of the first body without the text: how early it is cut. */
  const cutAt = (text: string) => bodies.findIndex((b) => !b.includes(text));

  const finished = {
    'complete submodules listed': '  [x] ',
    "a passed quiz's time of day": 'passed, 2026-11-20 09:30',
    "a finished block's last upload date": '(last 2026-11-20)',
  };
  const unfinished = {
    'file names': 'solder-joints-close-up.jpg',
    "a quiz not passed's time of day": 'not passed, 2026-11-23 14:05',
    'what is left in another block': '1.2 Scenes and lighting: 1 required link left',
    "another block's submodules": '  [ ] 1.2 Scenes and lighting',
    'the uploads listed': 'Uploads in blocks in progress',
  };
  /** How many uploads the body tells of: counted on a line of their own, or listed and counted per block. */
  const uploadsTold = (body: string) => {
    const total = /^Uploads: (\d+) /m.exec(body);
    if (total) return Number(total[1]);
    const listed = body.split('Uploads in blocks in progress')[1]?.split('\n\n')[0].match(/^- /gm)?.length ?? 0;
    return [...body.matchAll(/, (\d+) uploads? ?/g)].reduce((n, m) => n + Number(m[1]), listed);
  };

  it('needs every cut on the way: the full report first, then shorter and shorter bodies', () => {
    expect(bodies[0]).toBe(reportText(input));
    expect(bodies.length).toBeGreaterThan(Object.keys({ ...finished, ...unfinished }).length);
    for (let i = 1; i < bodies.length; i++)
      expect(encodeURIComponent(bodies[i]).length).toBeLessThan(encodeURIComponent(bodies[i - 1]).length);
    for (const text of [...Object.values(finished), ...Object.values(unfinished)]) {
      expect(bodies[0]).toContain(text);
      expect(cutAt(text)).toBeGreaterThan(0);
      expect(bodies.slice(cutAt(text)).every((b) => !b.includes(text))).toBe(true);
    }
  });

  it('drops what is finished before anything the member has left to do', () => {
    const lastFinished = Math.max(...Object.values(finished).map(cutAt));
    for (const [what, text] of Object.entries(unfinished)) expect([what, cutAt(text) > lastFinished]).toEqual([what, true]);
  });

  it("keeps the uploads count and the current block's list of what is left in every body", () => {
    for (const body of bodies) {
      expect(uploadsTold(body)).toBe(3);
      expect(body).toContain('Hardware Block 1: General Skills: 3 / 5');
      expect(body).toContain('\n  [ ] 1.4 Circuits and meters: Quiz not passed yet\n');
      expect(body).toContain('\n  [ ] 2.1 Soldering a headset board: 1 required link left');
    }
  });

  it('takes as current block the one in progress with the latest quiz or upload, else the first in progress', () => {
    expect(currentBlock(input.summary)).toBe('hardwareB1');
    const undated = { softwareB2Module1_1: pages.softwareB2Module1_1, hardwareB1Module1_1: pages.hardwareB1Module1_1 };
    expect(currentBlock(summariseProgress(outline, undated))).toBe('softwareB2');
    expect(currentBlock(summariseProgress(outline, {}))).toBeUndefined();
  });

  it('when whole lines must go, keeps the current block and the uploads count to the last', () => {
    expect(bodies.at(-1)!.split('\n')).toEqual([
      'Onboarding progress of Ada Test (at1234) on 2026-11-23 15:30',
      '',
      SHORTENED_NOTE,
      '',
      'Submodules complete: 6 / 11',
      'Uploads: 3 (the files stay on my device)',
      'Hardware Block 1: General Skills: 3 / 5 (done: 1.1, 1.2, 1.3), 1 upload',
      '  [ ] 1.4 Circuits and meters: Quiz not passed yet',
      '  [ ] 2.1 Soldering a headset board: 1 required link left',
    ]);
  });
});
