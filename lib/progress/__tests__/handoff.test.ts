/**
 * @jest-environment node
 *
 * 'Continue on another device': the link's round trip, its size where a phone camera must read it
 * from a laptop screen (at most 1,200 characters, a QR code of at most version 25), and refusals.
 */
import { generate, correction } from 'lean-qr';
import { progressOutline } from '@/lib/progress/outline';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';
import { handoffPayload, HANDOFF_REFUSALS, readHandoff } from '@/lib/progress/handoff';
import { handoffLink } from '@/lib/progress/handoffLink';
import { joinRecords as mergeProgress } from '@/lib/progress/merge';
import { emptyPage, type Pages } from '@/lib/record/record';
import { everythingDone } from './everythingDone';
import { syntheticOutline } from './syntheticOutline';

const SITE = 'https://lakeshore-neurotech.github.io/neurotech-site';
const who = { eid: 'zn4321', fullName: 'Zoë Ñúñez' };
const done = (outline: OutlineBlock[]) =>
  everythingDone(outline, { submittedAt: '2026-11-21T19:30:00.000Z', uploadedAt: '2026-11-21T19:30:00.000Z', uploadNames: ['a.png'] });
/** What a member sees of their progress: per submodule complete or what is left, each quiz's score, each upload's count. */
const seen = (outline: OutlineBlock[], pages: Pages) => {
  const s = summariseProgress(outline, pages);
  return {
    submodules: s.blocks.flatMap((b) => b.submodules.map((m) => [m.pageKey, m.complete, m.left])),
    quizzes: s.quizzes.map((q) => [q.pageKey, q.result.correct, q.result.total, q.passed, q.result.submittedAt?.slice(0, 10)]),
    // Of the tasks that ask for one (the test data notes an upload on every task).
    uploads: s.uploads
      .filter((u) =>
        outline
          .flatMap((b) => b.submodules)
          .find((m) => m.pageKey === u.pageKey)!
          .tasks[u.task].requiredActions.includes('uploadFiles'),
      )
      .map((u) => [u.pageKey, u.task, u.upload.count]),
  };
};
/** The QR code's version for the link, at the lowest error correction that fits (lean-qr picks the smallest). */
const qrVersion = (link: string) => (generate(link, { minCorrectionLevel: correction.L, maxVersion: 40 }).size - 17) / 4;

describe('the link carries everything that counts', () => {
  it('round-trips a member who has done everything on today’s curriculum', () => {
    const outline = progressOutline();
    const pages = done(outline);
    const read = readHandoff(handoffPayload(outline, pages), outline, who);
    expect(read).toMatchObject({ ok: true, unknown: 0 });
    if (!read.ok) return;
    expect(seen(outline, read.pages)).toEqual(seen(outline, pages));
    expect(summariseProgress(outline, read.pages).done).toBe(summariseProgress(outline, read.pages).total);
  });

  it('round-trips a member half way: partly done submodules, a failed quiz, an upload', () => {
    const outline = syntheticOutline(16, 3);
    const pages = done(outline);
    const sub = outline[0].submodules[0];
    // The first submodule: the guide not clicked (the upload and the quiz done); the second: a quiz failed.
    pages[sub.pageKey] = { ...pages[sub.pageKey], links: [] };
    const failed = outline[1].submodules[0];
    pages[failed.pageKey] = { ...emptyPage(), visited: true, quizzes: { 2: { ...pages[failed.pageKey].quizzes[2], correct: 3 } } };
    const read = readHandoff(handoffPayload(outline, pages), outline, who);
    if (!read.ok) throw new Error(read.reason);
    expect(seen(outline, read.pages)).toEqual(seen(outline, pages));
    expect(seen(outline, read.pages).submodules[0]).toEqual([sub.pageKey, false, ['1 required link left']]);
  });

  it('merges like an import: nothing the other device has is lost', () => {
    const outline = syntheticOutline(16, 3);
    const phone = done(outline);
    const laptop: Pages = {
      [outline[7].submodules[1].pageKey]: { ...emptyPage(), visited: true, links: ['https://example.test/laptop-only'] },
    };
    const read = readHandoff(handoffPayload(outline, phone), outline, who);
    if (!read.ok) throw new Error(read.reason);
    const merged = mergeProgress(laptop, read.pages);
    expect(merged[outline[7].submodules[1].pageKey].links).toContain('https://example.test/laptop-only');
    expect(summariseProgress(outline, merged).done).toBe(16);
  });
});

describe('the link fits a phone camera', () => {
  const measure = (outline: OutlineBlock[]) => {
    const link = handoffLink(SITE, handoffPayload(outline, done(outline)));
    return { submodules: outline.flatMap((b) => b.submodules).length, length: link.length, version: qrVersion(link) };
  };

  it('for everything done on today’s curriculum', () => {
    const m = measure(progressOutline());
    // Measured on 2026-11-27: 48 submodules, 389 characters, version 12.
    expect(m.length).toBeLessThanOrEqual(1200);
    expect(m.version).toBeLessThanOrEqual(25);
  });

  it('for everything done on 100 submodules with 20 quizzes, each with an upload', () => {
    const outline = syntheticOutline(100, 5);
    expect(outline.flatMap((b) => b.submodules.flatMap((s) => s.tasks)).filter((t) => t.quizKey)).toHaveLength(20);
    const m = measure(outline);
    // Measured on 2026-11-27: 758 characters, version 18.
    expect(m).toMatchObject({ submodules: 100 });
    expect(m.length).toBeLessThanOrEqual(1200);
    expect(m.version).toBeLessThanOrEqual(25);
  });
});

describe('a link that is not whole is refused', () => {
  const outline = syntheticOutline(16, 3);
  const payload = handoffPayload(outline, done(outline));

  it('truncated, damaged or from elsewhere', () => {
    expect(readHandoff(payload.slice(0, -5), outline, who)).toEqual({ ok: false, reason: HANDOFF_REFUSALS.damaged });
    const flipped = `${payload.slice(0, 20)}${payload[20] === 'A' ? 'B' : 'A'}${payload.slice(21)}`;
    expect(readHandoff(flipped, outline, who)).toEqual({ ok: false, reason: HANDOFF_REFUSALS.damaged });
    expect(readHandoff('NTP2.abc', outline, who)).toEqual({ ok: false, reason: HANDOFF_REFUSALS.foreign });
    expect(readHandoff('h1.', outline, who)).toEqual({ ok: false, reason: HANDOFF_REFUSALS.damaged });
  });

  it('counts submodules this curriculum does not have, and reads the rest', () => {
    const read = readHandoff(payload, syntheticOutline(8, 3), who);
    expect(read).toMatchObject({ ok: true, unknown: 8 });
  });
});
