/**
 * What the rules of this folder share (each rule is a file of its own, listed in ../index.ts).
 * The rules the curriculum's files must follow together: every folder is a block, one file per
 * submodule, and a block that has begun starts at 1_1 and fills each of its module groups.
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
