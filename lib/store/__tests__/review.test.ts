/**
 * /review keeps nothing unless asked: a kept table comes back after a reload (what the officer gave,
 * read again with this visit's outline), 'Clear' removes it, and a kept input that no longer reads
 * is listed with its reason and its member, never dropped. A table kept by the version-1 code (a
 * frozen file, below) is read by today's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';
import { memberProgress, progressCode, type MemberProgress } from '@/lib/progress/progressCode';
import { progressFile, progressFileText } from '@/lib/progress/progressFile';
import type { OutlineBlock, OutlineTask } from '@/lib/progress/summary';
import type { ReviewInput } from '@/lib/review/inputs';
import { REVIEW_STORAGE_KEY, useReviewStore } from '@/lib/store/review';

// Every browser has these; jsdom does not, and the codes are written with them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const outline: OutlineBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1: General Skills',
    submodules: [{ key: '1_1', pageKey: 'softwareB1Module1_1', title: 'T', href: '/x/', tasks: [] }],
  },
];
/** The curriculum after a submodule was added: codes made before no longer read. */
const grown: OutlineBlock[] = [
  {
    ...outline[0],
    submodules: [...outline[0].submodules, { key: '1_2', pageKey: 'softwareB1Module1_2', title: 'U', href: '/y/', tasks: [] }],
  },
];
const ada = memberProgress(outline, {}, { eid: 'at1234', fullName: 'Ada Test', reportedAt: '2026-11-23T14:05:00.000Z' });
const adaCode: ReviewInput = {
  kind: 'code',
  source: 'Pasted text',
  pieces: [progressCode(outline, ada).slice(0, 30), progressCode(outline, ada).slice(30)],
};
const cyFile: ReviewInput = {
  kind: 'file',
  source: 'cy.json',
  text: progressFileText(progressFile('cy7', {}, new Date('2026-11-23T14:05:00.000Z'), 'Cy Keep')),
};
const fresh = { inputs: [], members: [], refusals: [], kept: false, keepFailed: false, loaded: false, reading: null };
const reload = () => useReviewStore.setState(fresh);
const stored = () => JSON.parse(localStorage.getItem(REVIEW_STORAGE_KEY)!) as { version: number; inputs: ReviewInput[] };
const state = () => useReviewStore.getState();

beforeEach(() => {
  localStorage.clear();
  reload();
});

describe('the review store', () => {
  it('stores nothing until the officer asks', async () => {
    await state().add([adaCode], outline);
    expect(localStorage.getItem(REVIEW_STORAGE_KEY)).toBeNull();
    reload();
    await state().load(outline);
    expect(state().members).toEqual([]);
  });

  it('keeps what was given, reads it back after a reload, and Clear forgets it', async () => {
    const read = await state().add([adaCode, cyFile, { kind: 'refused', source: 'x.json', reason: 'not a progress file' }], outline);
    expect(read).toEqual({
      members: [ada, expect.objectContaining({ eid: 'cy7', fullName: 'Cy Keep' })],
      refusals: [{ source: 'x.json', reason: 'not a progress file' }],
    });
    state().keep(true);
    expect(stored()).toEqual({
      version: 2,
      inputs: [
        { ...adaCode, name: 'Ada Test', eid: 'at1234' },
        cyFile,
        { kind: 'refused', source: 'x.json', reason: 'not a progress file' },
      ],
    });
    reload();
    await state().load(outline);
    expect(state()).toMatchObject({ members: read.members, refusals: read.refusals, kept: true, keepFailed: false });
    state().clear();
    expect(localStorage.getItem(REVIEW_STORAGE_KEY)).toBeNull();
    expect(state()).toMatchObject({ inputs: [], members: [], refusals: [], kept: false });
  });

  it('keeps of a refused file only its name and why: damaged, newer or any other file', async () => {
    const damaged: ReviewInput = {
      kind: 'file',
      source: 'broken.json',
      text: JSON.stringify({ ...JSON.parse(cyFile.text), pages: { softwareB1Module1_1: { visited: 'yes' } } }),
    };
    const other: ReviewInput = { kind: 'file', source: 'package.json', text: '{"name":"x"}' };
    state().keep(true);
    expect((await state().add([damaged, other], outline)).refusals).toEqual([
      { source: 'broken.json', reason: 'damaged file (pages.softwareB1Module1_1.links: expected a value (it is missing))' },
      { source: 'package.json', reason: 'not a progress file' },
    ]);
    expect(stored().inputs).toEqual([
      {
        kind: 'refused',
        source: 'broken.json',
        reason: 'damaged file (pages.softwareB1Module1_1.links: expected a value (it is missing))',
      },
      { kind: 'refused', source: 'package.json', reason: 'not a progress file' },
    ]);
  });

  it('lists a kept code that no longer reads with its member, and keeps it when more is added', async () => {
    // An NTP1 code (positions: sent before NTP2; frozen in lib/progress's fixtures) reads only on the outline it was made on.
    const fixture = (name: string) => fs.readFileSync(path.join(process.cwd(), 'lib/progress/__tests__/fixtures', name), 'utf8');
    const madeOn = JSON.parse(fixture('outline-2026-11.json')) as OutlineBlock[];
    const later: OutlineBlock[] = [...madeOn, { ...grown[0], id: 'hardwareB2', team: 'Hardware' }];
    const ntp1 = fixture('code-ntp1.txt').trim();
    const zoeCode: ReviewInput = { kind: 'code', source: 'Pasted text', pieces: [ntp1.slice(0, 30), ntp1.slice(30)] };
    const cyLater: ReviewInput = { ...cyFile, text: progressFileText(progressFile('cy7', {}, new Date('2026-11-23T14:05:00.000Z'))) };
    await state().add([zoeCode], madeOn);
    state().keep(true);
    reload();
    await state().load(later);
    expect(state().members).toEqual([]);
    expect(state().refusals).toEqual([{ source: 'Pasted text (Zoë Ñúñez, ZN4321)', reason: 'made for another version of the curriculum' }]);
    await state().add([cyLater], later);
    expect(stored().inputs).toEqual([{ ...zoeCode, name: 'Zoë Ñúñez', eid: 'ZN4321' }, cyLater]);
    reload();
    await state().load(madeOn);
    expect(state().members.map((m) => m.eid)).toEqual(['ZN4321', 'cy7']);
  });

  it('shows entries edited by hand as damaged and keeps them; leaves a newer version’s table alone', async () => {
    localStorage.setItem(REVIEW_STORAGE_KEY, JSON.stringify({ version: 1, codes: [progressCode(outline, ada), 'NTP1.broken', 7] }));
    await state().load(outline);
    expect(state().members).toEqual([ada]);
    expect(state().refusals).toEqual([
      { source: 'Kept table, code 2', reason: 'damaged code' },
      { source: 'Kept table, code 3', reason: 'damaged entry in this browser’s storage' },
    ]);
    expect(stored().inputs).toHaveLength(3);

    reload();
    localStorage.setItem(REVIEW_STORAGE_KEY, '{"version":3,"rows":[]}');
    await state().load(outline);
    expect(state()).toMatchObject({ kept: false, refusals: [{ source: 'Kept table', reason: 'made by a newer version of the site' }] });
    await state().add([adaCode], outline);
    expect(localStorage.getItem(REVIEW_STORAGE_KEY)).toBe('{"version":3,"rows":[]}');
  });
});

describe('a table kept by version 1 of the store (frozen: made once, never regenerated)', () => {
  // The outline the fixture was made with, and the fixture exactly as that code stored it.
  const task: OutlineTask = { requiredActions: [], requiredLinks: [], requiredVideos: [], requiredDocuments: [], title: 'Task' };
  const v1Outline: OutlineBlock[] = [
    {
      id: 'softwareB1',
      team: 'Software',
      label: 'Block 1: General Skills',
      submodules: [
        { key: '1_1', pageKey: 'softwareB1Module1_1', title: 'Setup', href: '/onboarding/softwareB1/1_1/', tasks: [task] },
        {
          key: '2_1',
          pageKey: 'softwareB1Module2_1',
          title: 'Quiz',
          href: '/onboarding/softwareB1/2_1/',
          tasks: [{ ...task, requiredActions: ['completeQuiz'], quizKey: 'q:1', quizTitle: 'Fixture quiz', questions: 3 }],
        },
      ],
    },
    {
      id: 'hardwareB1',
      team: 'Hardware',
      label: 'Block 1: General Skills',
      submodules: [{ key: '1_1', pageKey: 'hardwareB1Module1_1', title: 'Solder', href: '/onboarding/hardwareB1/1_1/', tasks: [task] }],
    },
  ];
  const v1 = fs.readFileSync(path.join(__dirname, 'fixtures/kept-table-v1.json'), 'utf8').trim();
  const members: MemberProgress[] = [
    {
      eid: 'at1234',
      fullName: 'Ada Test',
      reportedAt: '2026-11-22T09:30:00.000Z',
      team: 'Software',
      complete: [true, true, false],
      started: [true, true, false],
      quizzes: [{ correct: 3, total: 3, passed: true, date: '2026-11-21' }],
      uploads: 1,
    },
    {
      eid: 'BO42',
      fullName: 'Bo Hardy',
      reportedAt: '2026-11-23T15:05:00.000Z',
      team: 'Hardware',
      complete: [false, false, false],
      started: [false, false, true],
      quizzes: [null],
      uploads: 0,
    },
  ];

  it('reads back both members with the outline it was made for, and is kept from then on as version 2', async () => {
    localStorage.setItem(REVIEW_STORAGE_KEY, v1);
    await state().load(v1Outline);
    expect(state()).toMatchObject({ members, refusals: [], kept: true });
    const codes = (JSON.parse(v1) as { codes: string[] }).codes;
    expect(stored()).toEqual({
      version: 2,
      inputs: [
        { kind: 'code', source: 'Kept table, code 1', pieces: [codes[0]], name: 'Ada Test', eid: 'at1234' },
        { kind: 'code', source: 'Kept table, code 2', pieces: [codes[1]], name: 'Bo Hardy', eid: 'BO42' },
      ],
    });
  });

  it('names both members, refused, when the curriculum has changed since', async () => {
    localStorage.setItem(REVIEW_STORAGE_KEY, v1);
    await state().load(v1Outline.slice(0, 1));
    expect(state()).toMatchObject({ members: [], kept: true });
    expect(state().refusals).toEqual([
      { source: 'Kept table, code 1 (Ada Test, at1234)', reason: 'made for another version of the curriculum' },
      { source: 'Kept table, code 2 (Bo Hardy, BO42)', reason: 'made for another version of the curriculum' },
    ]);
  });
});

describe('a table kept before refused files were kept by name only (frozen: made once, never regenerated)', () => {
  const whole = fs.readFileSync(path.join(__dirname, 'fixtures/kept-table-v2-refused-files-whole.json'), 'utf8').trim();

  it('reads as it did, and is written back with the refused files by name and reason only', async () => {
    localStorage.setItem(REVIEW_STORAGE_KEY, whole);
    await state().load(outline);
    const refusals = [
      { source: 'broken.json', reason: 'damaged file (pages.softwareB1Module1_1.links: expected a value (it is missing))' },
      { source: 'newer.json', reason: 'made by a newer version of the site' },
      { source: 'x.json', reason: 'not a progress file' },
    ];
    expect(state()).toMatchObject({ members: [expect.objectContaining({ eid: 'cy7', fullName: 'Cy Keep' })], refusals, kept: true });
    const cy = (JSON.parse(whole) as { inputs: ReviewInput[] }).inputs[2];
    expect(stored()).toEqual({
      version: 2,
      inputs: [{ kind: 'refused', ...refusals[0] }, { kind: 'refused', ...refusals[1] }, cy, { kind: 'refused', ...refusals[2] }],
    });
    expect(localStorage.getItem(REVIEW_STORAGE_KEY)!.length).toBeLessThan(whole.length);
  });
});
