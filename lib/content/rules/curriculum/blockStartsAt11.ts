import type { Rule } from '@/lib/content/rules/rule';
import { type CurriculumContext } from './context';

export const blockStartsAt11: Rule<CurriculumContext> = {
  id: 'NTC016',
  name: 'block-starts-at-1-1',
  description: 'Every block opens at 1_1: its button on Programs and its first Previous/Next point there.',
  fix: 'Add content/onboarding/<block>/1_1.mdx.',
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
};
