import type { Rule } from '@/lib/content/rules/rule';
import { type CurriculumContext, homesOf, misplaced } from './context';

export const moduleGroupsHaveFiles: Rule<CurriculumContext> = {
  id: 'NTC015',
  name: 'module-groups-have-files',
  description: "A block's module group without files would leave a hole in its side panel.",
  fix: "Add content/onboarding/<block>/<m>_1.mdx (or move back the page that left it), or remove the module from the block's modules.",
  check: ({ blocks, blocksFile, claimed }) =>
    blocks.flatMap((b, i) => {
      const mine = claimed.filter((s) => s.block === b.id);
      // A block with no files at all is not written yet: its pages show 'Data not found for key'.
      if (mine.length === 0) return [];
      return b.modules
        .filter((m) => !mine.some((s) => s.module === m))
        .map((m) => {
          // A page of this group sitting in a block without the module: the one that left, most likely.
          const left = claimed.find((c) => c.module === m && misplaced(c, blocks) && homesOf(c, blocks, claimed).includes(b.id));
          return {
            file: blocksFile,
            field: `blocks[${i}].modules`,
            message: left
              ? `module ${m} of ${b.id} has no submodule files: content/onboarding/${left.block}/${left.key}.mdx is probably its page, in a block without module ${m}: move it back to content/onboarding/${b.id}/${left.key}.mdx`
              : `module ${m} of ${b.id} has no submodule files: add content/onboarding/${b.id}/${m}_1.mdx or remove ${m} from modules`,
          };
        });
    }),
};
