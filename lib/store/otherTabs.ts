/**
 * Two tabs of one member at once: each applies its changes to the freshest saved record, but a
 * browser hands one tab's write to another a moment later, so a tab may write over a record it has
 * not seen yet. So each tab keeps, for a few seconds, what its own writes added (lib/progress/gained),
 * and when another tab's write arrives (the `storage` event) joins those into it (lib/progress/merge,
 * the one merge): if the other tab's record lacks any of them, the join is shown and written back.
 *
 * What this gives up: a removal in one tab ('Reset my progress', a quiz's 'Retry', 'Replace') made
 * within those seconds of the other tab's tick keeps that tick; the member may do it again. Nothing
 * done is lost.
 */
import type { FormerKeys } from '@/lib/onboarding/identity';
import { gainedSince } from '@/lib/progress/gained';
import { joinRecords } from '@/lib/progress/merge';
import type { Pages } from '@/lib/record/record';

/**
 * How long a tab's own additions are kept to be joined into another tab's write. A browser passes a
 * write on in milliseconds; seconds allow for a busy phone.
 */
export const OWN_WRITES_KEPT_MS = 3000;

let own: { at: number; gained: Pages }[] = [];

/** This tab wrote `after` over `before`: remember what it added. */
export function noteOwnWrite(before: Pages, after: Pages, now = Date.now()): void {
  const gained = gainedSince(before, after);
  if (Object.keys(gained).length > 0) own.push({ at: now, gained });
}

/** Another member, or a record set aside: nothing of this tab's is pending. */
export function forgetOwnWrites(): void {
  own = [];
}

/**
 * The record to show after another tab wrote `theirs`, and whether to write it back: `theirs` as it
 * is when it holds everything this tab added lately, else its join with those additions.
 */
export function afterOtherTabWrote(theirs: Pages, formerKeys: FormerKeys, now = Date.now()): { pages: Pages; write: boolean } {
  own = own.filter((w) => now - w.at <= OWN_WRITES_KEPT_MS);
  const context = { formerKeys };
  const mine = own.reduce<Pages>((all, w) => joinRecords(all, w.gained, context), {});
  const joined = joinRecords(theirs, mine, context);
  if (JSON.stringify(joined) === JSON.stringify(joinRecords(theirs, {}, context))) {
    own = []; // the other tab had seen every one of them
    return { pages: theirs, write: false };
  }
  return { pages: joined, write: true };
}
