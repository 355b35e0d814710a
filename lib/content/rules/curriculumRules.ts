/**
 * The rules the curriculum's files must follow together: every folder is a block, one file per
 * submodule, and a block that has begun starts at 1_1 and fills each of its module groups.
 */
import type { Block } from '@/lib/content/blocks';
import { closestWord } from '@/lib/content/problems';
import type { Rule } from './rule';

/** A file named like a submodule (`2_1.mdx`), loaded or not: a broken file still fills its module group. */
export type ClaimedFile = { file: string; block: string; module: number; key: string };

export type CurriculumContext = {
  blocks: readonly Block[];
  blocksFile: string;
  /** The folders under content/onboarding/, by name, with their shown paths. */
  folders: readonly { name: string; file: string }[];
  claimed: readonly ClaimedFile[];
};

export const curriculumRules: Rule<CurriculumContext>[] = [
  {
    id: 'folder-is-a-block',
    description: 'A folder that is no block of blocks.yaml would never be shown: a misspelt block id, usually.',
    check: ({ blocks, folders }) =>
      folders
        .filter((f) => !blocks.some((b) => b.id === f.name))
        .map((f) => {
          const close = closestWord(
            f.name,
            blocks.map((b) => b.id),
          );
          return {
            file: f.file,
            field: '',
            message: `the folder "${f.name}" is not a block in content/onboarding/blocks.yaml: rename it to a block id or add the block there`,
            ...(close ? { hint: `Did you mean "${close}"? (letter case matters)` } : {}),
          };
        }),
  },
  {
    id: 'one-file-per-submodule',
    description: 'Two files for one submodule (1_2.mdx and 01_2.mdx) would leave one of them unseen.',
    check: ({ claimed }) =>
      claimed.flatMap((c, i) => {
        const twin = claimed.slice(0, i).find((o) => o.block === c.block && o.key === c.key);
        return twin
          ? [{ file: c.file, field: '', message: `${twin.file} is already submodule ${c.key}: two files cannot claim the same submodule` }]
          : [];
      }),
  },
  {
    id: 'module-groups-have-files',
    description: "A block's module group without files would leave a hole in its side panel.",
    check: ({ blocks, blocksFile, claimed }) =>
      blocks.flatMap((b, i) => {
        const mine = claimed.filter((s) => s.block === b.id);
        // A block with no files at all is not written yet: its pages show 'Data not found for key'.
        if (mine.length === 0) return [];
        return b.modules
          .filter((m) => !mine.some((s) => s.module === m))
          .map((m) => ({
            file: blocksFile,
            field: `blocks[${i}].modules`,
            message: `module ${m} of ${b.id} has no submodule files: add content/onboarding/${b.id}/${m}_1.mdx or remove ${m} from modules`,
          }));
      }),
  },
  {
    id: 'block-starts-at-1-1',
    description: 'Every block opens at 1_1: its button on Programs and its first Previous/Next point there.',
    check: ({ blocks, blocksFile, claimed }) =>
      blocks.flatMap((b, i) => {
        const mine = claimed.filter((s) => s.block === b.id);
        if (mine.length === 0 || mine.some((s) => s.key === '1_1')) return [];
        return [
          {
            file: blocksFile,
            field: `blocks[${i}]`,
            message: `block ${b.id} needs content/onboarding/${b.id}/1_1.mdx: every block starts at submodule 1_1`,
          },
        ];
      }),
  },
];
