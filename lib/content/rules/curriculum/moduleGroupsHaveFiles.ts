import type { Rule } from '@/lib/content/rules/rule';
import { type CurriculumContext } from './context';

export const moduleGroupsHaveFiles: Rule<CurriculumContext> = {
  id: 'NTC015',
  name: 'module-groups-have-files',
  description: "A block's module group without files would leave a hole in its side panel.",
  fix: "Add content/onboarding/<block>/<m>_1.mdx, or remove the module from the block's modules.",
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
};
