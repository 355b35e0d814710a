import type { Rule } from '@/lib/content/rules/rule';
import { type CurriculumContext } from './context';

export const oneFilePerSubmodule: Rule<CurriculumContext> = {
  id: 'NTC014',
  name: 'one-file-per-submodule',
  description: 'Two files for one submodule (1_2.mdx and 01_2.mdx) would leave one of them unseen.',
  fix: 'Keep one file per submodule: rename or remove the other one.',
  check: ({ claimed }) =>
    claimed.flatMap((c, i) => {
      const twin = claimed.slice(0, i).find((o) => o.block === c.block && o.key === c.key);
      return twin
        ? [{ file: c.file, field: '', message: `${twin.file} is already submodule ${c.key}: two files cannot claim the same submodule` }]
        : [];
    }),
};
