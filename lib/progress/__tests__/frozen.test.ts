/**
 * @jest-environment node
 *
 * What members and officers keep, read by today's code: each fixture in ./fixtures was written once
 * by an older version of the site (their README says which) and is never regenerated. A failure
 * here means something a member or an officer still holds no longer reads: mend the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { quizKey } from '@/lib/onboarding/quiz';
import { CODE_REFUSALS, parseProgressCode } from '@/lib/progress/progressCode';
import { parseProgressFile } from '@/lib/progress/progressFile';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';
import { readProgress } from '@/lib/record/check';
import { readHandoff } from '@/lib/progress/handoff';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const outline2026 = JSON.parse(fixture('outline-2026-11.json')) as OutlineBlock[];
const quiz = JSON.parse(fixture('quiz-softwareB1Module2_1.json')) as { questions: { id: number; correctAnswer: string }[] };

/** The 2026-11 curriculum as today's build describes it: the same files, today's quiz keys. */
const today = (edit: (o: OutlineBlock[]) => void = () => {}): OutlineBlock[] => {
  const o = structuredClone(outline2026);
  o[0].submodules[2].tasks[0].quizKey = quizKey('softwareB1Module2_1', 1, quiz.questions);
  edit(o);
  return o;
};
/** The curriculum a semester later: Git basics moved to module 2 (formerly), a new submodule added, the quiz reworded. */
const later = () =>
  today((o) => {
    const [setup, git, signals] = o[0].submodules;
    const moved = {
      ...git,
      key: '2_2',
      pageKey: 'softwareB1Module2_2',
      formerKeys: ['softwareB1Module1_2'],
      href: '/onboarding/softwareB1/2_2/',
    };
    const added = { ...setup, key: '1_2', pageKey: 'softwareB1Module1_2x', title: 'Virtual environments', href: '/x/' };
    o[0].submodules = [setup, added, signals, moved];
  });

describe('a saved record of format version 1 (local storage)', () => {
  const read = readProgress(fixture('saved-record-v1.json'));

  it('reads, and shows what the member had done on the curriculum it was saved on', () => {
    expect(read.status).toBe('ok');
    if (read.status !== 'ok') return;
    const summary = summariseProgress(today(), read.data.pages);
    expect(summary.blocks[0].submodules.map((s) => s.complete)).toEqual([true, true, true]);
    expect(summary.quizzes).toEqual([expect.objectContaining({ title: 'Quiz: Signals', passed: true, current: true })]);
    expect(summary.uploads[0].upload.names).toEqual(['git-log.png']);
  });
});

describe('a progress file of version 1 (no team)', () => {
  it('imports on the curriculum it was made on and on a later one, the moved submodule under its new place', () => {
    for (const outline of [today(), later()]) {
      const checked = parseProgressFile(fixture('progress-file-v1.json'), { outline, now: new Date('2026-12-01T12:00:00Z') });
      expect(checked).toMatchObject({ ok: true, dropped: [], file: { eid: 'ZN4321', fullName: 'Zoë Ñúñez' } });
      if (!checked.ok) return;
      const summary = summariseProgress(outline, checked.file.pages);
      expect(summary.done).toBe(3);
      expect(summary.quizzes[0]).toMatchObject({ passed: true });
    }
  });
});

describe('an NTP1 progress code (positions and an outline fingerprint)', () => {
  const code = fixture('code-ntp1.txt').trim();

  it('reads where its outline is this build’s, with what the member reported', () => {
    expect(parseProgressCode(code, today())).toEqual({
      ok: true,
      progress: {
        eid: 'ZN4321',
        fullName: 'Zoë Ñúñez',
        reportedAt: '2026-11-22T09:15:00.000Z',
        team: 'Software',
        complete: [true, true, true, false],
        started: [true, true, true, false],
        quizzes: [{ correct: 2, total: 2, passed: true, date: '2026-11-21' }],
        uploads: 1,
      },
    });
  });

  it('is refused with its reason on another curriculum', () => {
    expect(parseProgressCode(code, later())).toEqual({ ok: false, reason: CODE_REFUSALS.otherCurriculum });
  });
});

describe('an NTP2 progress code (identities)', () => {
  const code = fixture('code-ntp2.txt').trim();
  const reported = { eid: 'ZN4321', fullName: 'Zoë Ñúñez', reportedAt: '2026-11-25T21:10:00.000Z', team: 'Software', uploads: 1 };

  it('reads on the curriculum it was made on', () => {
    expect(parseProgressCode(code, today())).toEqual({
      ok: true,
      progress: {
        ...reported,
        complete: [true, true, true, false],
        started: [true, true, true, true],
        quizzes: [{ correct: 2, total: 2, passed: true, date: '2026-11-21' }],
      },
    });
  });

  it('reads on a later one: the moved submodule counted at its new place, the added one not started', () => {
    // later(): Python setup, the new Virtual environments, Signals, Git basics (moved), Multimeter.
    expect(parseProgressCode(code, later())).toEqual({
      ok: true,
      progress: {
        ...reported,
        complete: [true, false, true, true, false],
        started: [true, false, true, true, true],
        quizzes: [{ correct: 2, total: 2, passed: true, date: '2026-11-21' }],
      },
    });
  });

  it('counts what was done in submodules the curriculum no longer has', () => {
    const without = today((o) => o[0].submodules.splice(0, 2));
    expect(parseProgressCode(code, without)).toMatchObject({ ok: true, progress: { retiredDone: 2, complete: [true, false] } });
  });
});

describe('a progress file of version 2 (with the team)', () => {
  it('imports with its team on a later curriculum', () => {
    const checked = parseProgressFile(fixture('progress-file-v2.json'), { outline: later(), now: new Date('2026-12-01T12:00:00Z') });
    expect(checked).toMatchObject({ ok: true, dropped: [], file: { team: 'Software', eid: 'ZN4321' } });
    if (checked.ok) expect(summariseProgress(later(), checked.file.pages).done).toBe(3);
  });
});

/**
 * The same small curriculum as the build describes it since ticks are kept by identity (2026-11-27):
 * each task with its key, its required items by address and the names they are shown under.
 */
const identities = (edit: (o: OutlineBlock[]) => void = () => {}): OutlineBlock[] => {
  const o = structuredClone(JSON.parse(fixture('outline-2026-11-27.json')) as OutlineBlock[]);
  edit(o);
  return o;
};
/** An officer's edit that asks nothing new: the label, the video's title and the upload task renamed. */
const renamedEverything = () =>
  identities((o) => {
    const [setup, git] = o[0].submodules;
    const link = setup.tasks[0].requiredLinks[0];
    setup.tasks[0].names = { links: { [link]: 'Python install guide' } };
    git.tasks[0] = { ...git.tasks[0], key: 'Upload a screenshot of git log', title: 'Upload a screenshot of git log' };
    const video = o[1].submodules[0].tasks[0].requiredVideos[0];
    o[1].submodules[0].tasks[0].names = { videos: { [video]: 'How to use a multimeter' } };
  });
const completeOf = (outline: OutlineBlock[], pages: Parameters<typeof summariseProgress>[1]) =>
  summariseProgress(outline, pages).blocks.map((b) => b.submodules.map((s) => s.complete));

describe('a saved record of format version 1 with ticks by identity (2026-11-27)', () => {
  const read = readProgress(fixture('saved-record-v1-identities.json'));

  it('reads complete on its curriculum, and after the labels, a title and the upload task are renamed', () => {
    expect(read.status).toBe('ok');
    if (read.status !== 'ok') return;
    expect(completeOf(identities(), read.data.pages)).toEqual([[true, true, true], [true]]);
    expect(completeOf(renamedEverything(), read.data.pages)).toEqual([[true, true, true], [true]]);
    expect(summariseProgress(renamedEverything(), read.data.pages).uploads[0].upload.names).toEqual(['git-log.png']);
  });
});

describe('records saved before ticks were kept by identity, on a curriculum that keeps them so', () => {
  it('a saved record of version 1 (names, an upload by position) reads complete', () => {
    const read = readProgress(fixture('saved-record-v1.json'));
    if (read.status !== 'ok') throw new Error(read.status);
    expect(completeOf(identities(), read.data.pages)[0]).toEqual([true, true, true]);
  });

  it('a progress file of version 2 imports complete', () => {
    const checked = parseProgressFile(fixture('progress-file-v2.json'), { outline: identities(), now: new Date('2026-12-01T12:00:00Z') });
    if (!checked.ok) throw new Error(checked.message);
    expect(summariseProgress(identities(), checked.file.pages).done).toBe(3);
  });
});

describe('a progress file of version 2 with ticks by identity (2026-11-27)', () => {
  it('imports complete after the renames', () => {
    const checked = parseProgressFile(fixture('progress-file-v2-identities.json'), {
      outline: renamedEverything(),
      now: new Date('2026-12-01T12:00:00Z'),
    });
    if (!checked.ok) throw new Error(checked.message);
    expect(completeOf(renamedEverything(), checked.file.pages)).toEqual([[true, true, true], [true]]);
  });
});

describe('a Continue-on-another-device link of version h1 (2026-11-27)', () => {
  it('reads everything it carried, after the renames too', () => {
    for (const outline of [identities(), renamedEverything()]) {
      const read = readHandoff(fixture('handoff-h1.txt').trim(), outline, { eid: 'zn4321' });
      if (!read.ok) throw new Error(read.reason);
      expect(completeOf(outline, read.pages)).toEqual([[true, true, true], [true]]);
      expect(summariseProgress(outline, read.pages).quizzes[0]).toMatchObject({
        passed: true,
        result: { submittedAt: '2026-11-21T12:00:00.000Z' },
      });
    }
  });
});
