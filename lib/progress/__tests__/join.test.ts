/**
 * @jest-environment node
 *
 * The one merge (lib/progress/merge `joinRecords`) is a join, on every shape of record the site has
 * saved: generated curricula and records (./arbitraries.ts), seeded so that a failure replays.
 * Before it, the merge of the day failed two of these: a merge depended on which side came first
 * (the lists kept each side's order), and merging two records each with an upload that no task
 * claimed (a retitled upload task) left the task undone where either side alone had it done.
 */
import fc from 'fast-check';
import { joinContext, joinRecords } from '@/lib/progress/merge';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';
import { currentKey } from '@/lib/onboarding/identity';
import type { Pages } from '@/lib/record/record';
import { curriculumAndRecords, params } from './arbitraries';

/**
 * Equal records as equal texts: the join returns lists sorted and keys in order, so this is equality
 * of the records (and what the store compares before writing). Much faster than a deep comparison.
 */
const same = (x: Pages, y: Pages) => JSON.stringify(x) === JSON.stringify(y);
const withContext = (outline: OutlineBlock[]) => joinContext(outline);
/** What a member sees done: each complete submodule, each passed quiz, each task with its upload. */
const finished = (outline: OutlineBlock[], pages: Pages) => {
  const s = summariseProgress(outline, pages);
  return [
    ...s.blocks.flatMap((b) => b.submodules.filter((m) => m.complete).map((m) => `complete ${m.pageKey}`)),
    ...s.quizzes.filter((q) => q.passed).map((q) => `passed ${q.pageKey} ${q.task}`),
    ...s.uploads.map((u) => `uploaded ${u.pageKey} ${u.task}`),
  ];
};

describe('the laws of a join, with the curriculum and without', () => {
  for (const [name, context] of [
    ['with the curriculum', withContext],
    ['without it (two tabs)', () => ({})],
  ] as const) {
    it(`${name}: A+B = B+A`, () => {
      fc.assert(
        fc.property(curriculumAndRecords(2), ([outline, [a, b]]) => {
          return same(joinRecords(a, b, context(outline)), joinRecords(b, a, context(outline)));
        }),
        params,
      );
    });

    it(`${name}: (A+B)+C = A+(B+C)`, () => {
      fc.assert(
        fc.property(curriculumAndRecords(3), ([outline, [a, b, c]]) => {
          const ctx = context(outline);
          return same(joinRecords(joinRecords(a, b, ctx), c, ctx), joinRecords(a, joinRecords(b, c, ctx), ctx));
        }),
        params,
      );
    });

    it(`${name}: A+A = A (in the canonical form the join gives), and joining it again changes nothing`, () => {
      fc.assert(
        fc.property(curriculumAndRecords(2), ([outline, [a]]) => {
          const ctx = context(outline);
          const canonical = joinRecords(a, {}, ctx);
          return same(joinRecords(a, a, ctx), canonical) && same(joinRecords(canonical, canonical, ctx), canonical);
        }),
        params,
      );
    });
  }
});

describe('nothing either side had is dropped', () => {
  it('every tick, visit, upload (its names, count and date) of either side is in the join, under its page’s key now', () => {
    const times = (list: readonly string[], name: string) => list.filter((n) => n === name).length;
    fc.assert(
      fc.property(curriculumAndRecords(2), ([outline, [a, b]]) => {
        const ctx = withContext(outline);
        const joined = joinRecords(a, b, ctx);
        return [a, b].every((side) =>
          Object.entries(side).every(([key, page]) => {
            const there = joined[currentKey(key, ctx.formerKeys!)];
            const lists = (['links', 'documents', 'videos', 'restricted'] as const).every((kind) =>
              page[kind].every((x) => there[kind].includes(x)),
            );
            const uploads = Object.entries(page.uploads).every(([task, upload]) => {
              const kept = there.uploads[task];
              return (
                kept.count >= upload.count &&
                upload.names.every((n) => times(kept.names, n) >= times(upload.names, n)) &&
                (!upload.uploadedAt || Date.parse(kept.uploadedAt!) >= Date.parse(upload.uploadedAt))
              );
            });
            return lists && uploads && (!page.visited || there.visited);
          }),
        );
      }),
      params,
    );
  });

  it('completion after a merge is never lower than before on either side: no finished submodule, passed quiz or upload is lost', () => {
    fc.assert(
      fc.property(curriculumAndRecords(2), ([outline, [a, b]]) => {
        const after = new Set(finished(outline, joinRecords(a, b, withContext(outline))));
        return [a, b].every((side) => finished(outline, side).every((done) => after.has(done)));
      }),
      params,
    );
  });

  it('changes neither side', () => {
    fc.assert(
      fc.property(curriculumAndRecords(2), ([outline, [a, b]]) => {
        const before = JSON.stringify([a, b]);
        joinRecords(a, b, withContext(outline));
        return JSON.stringify([a, b]) === before;
      }),
      params,
    );
  });
});
