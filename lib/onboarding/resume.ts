/**
 * 'Continue where you left off': where a returning member should go next, from what they have done
 * and the submodule they last opened. Pure: /programs and /progress both use it.
 *
 * The page last opened, when it is not complete; otherwise the next unfinished submodule after it
 * in its block; otherwise the first unfinished submodule of the team's next blocks. Only when none
 * of those is left does it go back to an unfinished submodule earlier in the same block.
 */
import type { PageProgress } from '@/lib/record/record';
import { isSubmoduleComplete, type TaskRequirements } from './completion';
import { currentKey, formerKeyMap } from './identity';

/** `formerKeys`: page keys it had before it moved (only when it did), whose saved progress counts here. */
export type ResumeSubmodule = {
  key: string;
  pageKey: string;
  formerKeys?: string[];
  title: string;
  href: string;
  tasks: TaskRequirements[];
};
export type ResumeBlock = { id: string; team: string; label: string; submodules: ResumeSubmodule[] };

export type Suggestion =
  /** The page last opened, or an unfinished submodule of its block. */
  | { kind: 'continue'; block: ResumeBlock; submodule: ResumeSubmodule }
  /** Nothing is left from the last page on in its block: the first unfinished submodule of the team's next block. */
  | { kind: 'next'; finished: ResumeBlock; blockComplete: boolean; block: ResumeBlock; submodule: ResumeSubmodule };

type Pages = Record<string, PageProgress>;
const unfinished = (pages: Pages) => (s: ResumeSubmodule) => !isSubmoduleComplete(s.tasks, pages[s.pageKey]);

/**
 * Null when nothing was visited yet (the member starts from a block button), when the last visited
 * page is no longer in the curriculum, or when its block and every later block of its team are done.
 */
export function whereToContinue(blocks: readonly ResumeBlock[], pages: Pages, lastPageKey: string | null): Suggestion | null {
  if (!lastPageKey) return null;
  // The page last opened may have moved since (`formerly`): continue where it is now.
  const lastKey = currentKey(lastPageKey, formerKeyMap(blocks));
  const at = blocks.findIndex((b) => b.submodules.some((s) => s.pageKey === lastKey));
  if (at < 0) return null;
  const block = blocks[at];
  const open = unfinished(pages);
  const from = block.submodules.findIndex((s) => s.pageKey === lastKey);
  const here = block.submodules.slice(from).find(open);
  if (here) return { kind: 'continue', block, submodule: here };
  const earlier = block.submodules.find(open);
  for (const next of blocks.slice(at + 1).filter((b) => b.team === block.team)) {
    const submodule = next.submodules.find(open);
    if (submodule) return { kind: 'next', finished: block, blockComplete: !earlier, block: next, submodule };
  }
  return earlier ? { kind: 'continue', block, submodule: earlier } : null;
}
