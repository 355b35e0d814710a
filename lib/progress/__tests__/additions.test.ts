/**
 * @jest-environment node
 *
 * The offer on the receiving device (components/Progress/Handoff/Receive): what a link adds, item by
 * item, and 'nothing new' only when the join equals what is there.
 */
import fc from 'fast-check';
import { additions, additionsInWords } from '@/lib/progress/additions';
import { handoffPayload, readHandoff } from '@/lib/progress/handoff';
import { joinContext, joinRecords } from '@/lib/progress/merge';
import { emptyPage, type Pages } from '@/lib/record/record';
import { curriculumAndRecords, params } from './arbitraries';
import { syntheticOutline } from './syntheticOutline';

const who = { eid: 'at1234' };

describe('a new tick inside a submodule that is not finished', () => {
  // Phone and laptop in sync: the first submodule's guide opened on both, its upload on neither.
  const outline = syntheticOutline(16, 3);
  const sub = outline[0].submodules[1];
  const twoLinks = structuredClone(outline);
  twoLinks[0].submodules[1].tasks[0].requiredLinks = ['Guide', 'Cheat sheet'];
  const inSync: Pages = { [sub.pageKey]: { ...emptyPage(), visited: true, links: ['Guide'] } };

  it('is offered, by name of its submodule and as one required link (the offer once said nothing was new)', () => {
    const phone = { [sub.pageKey]: { ...inSync[sub.pageKey], links: ['Guide', 'Cheat sheet'] } };
    const read = readHandoff(handoffPayload(twoLinks, phone), twoLinks, who);
    if (!read.ok) throw new Error(read.reason);
    const adds = additions(twoLinks, inSync, read.pages);
    expect(adds.nothingNew).toBe(false);
    expect(adds.submodules).toEqual([
      {
        pageKey: sub.pageKey,
        name: `Software Block 1: Signals, circuits and the tools around them: ${sub.title}`,
        finishes: false,
        parts: ['1 required link opened'],
      },
    ]);
    expect(additionsInWords(adds)).toBe('ticks 1 required item');
    expect(adds.joined[sub.pageKey].links).toEqual(['Cheat sheet', 'Guide']);
  });

  it('is nothing new once the laptop has it', () => {
    const read = readHandoff(handoffPayload(outline, inSync), outline, who);
    if (!read.ok) throw new Error(read.reason);
    expect(additions(outline, inSync, read.pages)).toMatchObject({ nothingNew: true, submodules: [] });
  });
});

describe('on every shape of record', () => {
  it('says nothing new exactly when the join equals what is here, and otherwise names at least one submodule', () => {
    fc.assert(
      fc.property(curriculumAndRecords(2), ([outline, [here, there]]) => {
        const read = readHandoff(handoffPayload(outline, there), outline, who);
        if (!read.ok) return false;
        const adds = additions(outline, here, read.pages);
        const ctx = joinContext(outline);
        const equal = JSON.stringify(joinRecords(here, read.pages, ctx)) === JSON.stringify(joinRecords(here, {}, ctx));
        return adds.nothingNew === equal && (adds.nothingNew || adds.submodules.length > 0);
      }),
      params,
    );
  });
});
