import type { Rule } from '@/lib/content/rules/rule';
import { type CurriculumContext } from './context';
import { closestWord } from '@/lib/content/problems';

export const folderIsABlock: Rule<CurriculumContext> = {
  id: 'NTC013',
  name: 'folder-is-a-block',
  description: 'A folder that is no block of blocks.yaml would never be shown: a misspelt block id, usually.',
  fix: 'Rename the folder to a block id of content/onboarding/blocks.yaml (letter case matters), or add the block there.',
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
};
