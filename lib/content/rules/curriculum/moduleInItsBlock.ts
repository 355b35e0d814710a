import type { Rule } from '@/lib/content/rules/rule';
import { type ClaimedFile, type CurriculumContext, homesOf } from './context';

const folderOf = (block: string) => `content/onboarding/${block}/`;

export const moduleInItsBlock: Rule<CurriculumContext> = {
  id: 'NTC033',
  name: 'module-in-its-block',
  description:
    "A submodule file whose module is not one of its block's modules is never shown: most often a page moved into the wrong block's folder.",
  fix: "Move the file back to the block it came from (the one whose module group it leaves empty), or add its module to the block's modules in content/onboarding/blocks.yaml.",
  check: ({ blocks, claimed }) =>
    claimed.flatMap((c: ClaimedFile) => {
      const block = blocks.find((b) => b.id === c.block);
      if (!block || block.modules.includes(c.module)) return [];
      const modules = `block ${c.block} (${block.modules.join(', ')})`;
      const homes = homesOf(c, blocks, claimed);
      const back =
        homes.length === 0
          ? ''
          : homes.length === 1
            ? `move it back to ${folderOf(homes[0])}${c.key}.mdx (${homes[0]} has no ${c.key}.mdx now); `
            : `move it back to the block it came from, one of ${homes.map(folderOf).join(', ')} (none has ${c.key}.mdx now); `;
      return [
        {
          file: c.file,
          field: '',
          message: `module ${c.module} is not in the modules of ${modules}: ${back}${back ? 'if it belongs in' : 'to keep it in'} ${c.block}, add ${c.module} to its modules in content/onboarding/blocks.yaml${back ? '' : ', or rename the file to one of its modules'}`,
        },
      ];
    }),
};
