/**
 * 'Continue where you left off': where a returning member should go next, from what they have done
 * and the submodule they last opened. Pure: /programs and /progress both use it.
 */
import { isSubmoduleComplete, type PageProgress, type TaskRequirements } from './completion';

export type ResumeSubmodule = { key: string; pageKey: string; title: string; href: string; tasks: TaskRequirements[] };
export type ResumeBlock = { id: string; team: string; label: string; submodules: ResumeSubmodule[] };

export type Suggestion =
  /** The first unfinished submodule of the block last visited. */
  | { kind: 'continue'; block: ResumeBlock; submodule: ResumeSubmodule }
  /** The block last visited is finished: the first unfinished submodule of the team's next block. */
  | { kind: 'next'; finished: ResumeBlock; block: ResumeBlock; submodule: ResumeSubmodule };

const firstUnfinished = (block: ResumeBlock, pages: Record<string, PageProgress>) =>
  block.submodules.find((s) => !isSubmoduleComplete(s.tasks, pages[s.pageKey]));

/**
 * Null when nothing was visited yet (the member starts from a block button), when the last visited
 * page is no longer in the curriculum, or when the block and every later block of its team are done.
 */
export function whereToContinue(blocks: readonly ResumeBlock[], pages: Record<string, PageProgress>, lastPageKey: string | null): Suggestion | null {
  if (!lastPageKey) return null;
  const at = blocks.findIndex((b) => b.submodules.some((s) => s.pageKey === lastPageKey));
  if (at < 0) return null;
  const block = blocks[at];
  const here = firstUnfinished(block, pages);
  if (here) return { kind: 'continue', block, submodule: here };
  for (const next of blocks.slice(at + 1).filter((b) => b.team === block.team)) {
    const submodule = firstUnfinished(next, pages);
    if (submodule) return { kind: 'next', finished: block, block: next, submodule };
  }
  return null;
}
