/**
 * What the rules of this folder share (each rule is a file of its own, listed in ../index.ts).
 * The rules the curriculum's files must follow together: every folder is a block, one file per
 * submodule, each in a block that has its module, and a block that has begun starts at 1_1 and fills
 * each of its module groups.
 */
import type { Block } from '@/lib/content/blocks';

/** A file named like a submodule (`2_1.mdx`), loaded or not: a broken file still fills its module group. */
export type ClaimedFile = { file: string; block: string; module: number; key: string };

export type CurriculumContext = {
  blocks: readonly Block[];
  blocksFile: string;
  /** The folders under content/onboarding/, by name, with their shown paths. */
  folders: readonly { name: string; file: string }[];
  claimed: readonly ClaimedFile[];
};

/** Whether a file sits in a block whose modules do not include its module. */
export const misplaced = (c: ClaimedFile, blocks: readonly Block[]) =>
  blocks.some((b) => b.id === c.block && !b.modules.includes(c.module));

/**
 * The blocks a misplaced file most likely came from: the others that list its module and lack its
 * file name, those whose module group it left empty first.
 */
export function homesOf(c: ClaimedFile, blocks: readonly Block[], claimed: readonly ClaimedFile[]): string[] {
  const lacking = blocks.filter(
    (b) => b.id !== c.block && b.modules.includes(c.module) && !claimed.some((o) => o.block === b.id && o.key === c.key),
  );
  const empty = lacking.filter((b) => !claimed.some((o) => o.block === b.id && o.module === c.module));
  return (empty.length ? empty : lacking).map((b) => b.id);
}
