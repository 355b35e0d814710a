/**
 * @jest-environment node
 *
 * What a member carries to another device arrives as it was, for everything that counts towards
 * finishing: the hand-off link and the progress file, encoded and read back, on generated curricula
 * and records (./arbitraries.ts), seeded. The link also carries each quiz's and upload's time to the
 * minute, and each upload's file count.
 */
import fc from 'fast-check';
import { handoffPayload, readHandoff } from '@/lib/progress/handoff';
import { canonicalPages } from '@/lib/progress/merge';
import { parseProgressFile, progressFile, progressFileText } from '@/lib/progress/progressFile';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';
import { formerKeyMap } from '@/lib/onboarding/identity';
import type { Pages } from '@/lib/record/record';
import { outlineArb, params, recordArb } from './arbitraries';

const minute = (iso: string | undefined) => (iso ? Math.floor(Date.parse(iso) / 60_000) : null);
const uploadTask = (outline: readonly OutlineBlock[], pageKey: string, task: number) =>
  outline
    .flatMap((b) => b.submodules)
    .find((s) => s.pageKey === pageKey)!
    .tasks[task].requiredActions.includes('uploadFiles');

/** Everything that counts towards finishing, as a member sees it, with its times to the minute. */
function counts(outline: readonly OutlineBlock[], pages: Pages) {
  const s = summariseProgress(outline, pages);
  return JSON.stringify({
    submodules: s.blocks.flatMap((b) => b.submodules.map((m) => [m.pageKey, m.complete, m.left])),
    quizzes: s.quizzes
      .filter((q) => q.current)
      .map((q) => [q.pageKey, q.task, q.passed, q.result.correct, q.result.total, minute(q.result.submittedAt)]),
    uploads: s.uploads
      .filter((u) => uploadTask(outline, u.pageKey, u.task))
      .map((u) => [u.pageKey, u.task, u.upload.count, minute(u.upload.uploadedAt)]),
  });
}

const who = { eid: 'at1234', fullName: 'Ada Test' };
const curriculumAndRecord = outlineArb.chain((outline) => fc.tuple(fc.constant(outline), recordArb(outline)));

describe('encoded and read back, unchanged for everything that counts', () => {
  it('the hand-off link', () => {
    fc.assert(
      fc.property(curriculumAndRecord, ([outline, pages]) => {
        const read = readHandoff(handoffPayload(outline, pages), outline, who);
        return read.ok && read.unknown === 0 && counts(outline, read.pages) === counts(outline, pages);
      }),
      params,
    );
  });

  it('the progress file (on the curriculum, the pages under a former key counted at their place now)', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    fc.assert(
      fc.property(curriculumAndRecord, ([outline, pages]) => {
        const text = progressFileText(progressFile('at1234', pages, now, 'Ada Test', 'Software'));
        const read = parseProgressFile(text, { outline, now });
        if (!read.ok) throw new Error(read.message);
        return counts(outline, read.file.pages) === counts(outline, canonicalPages(pages, formerKeyMap(outline)));
      }),
      params,
    );
  });
});
