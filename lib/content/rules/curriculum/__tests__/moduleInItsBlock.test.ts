/**
 * @jest-environment node
 *
 * NTC033 module-in-its-block: a file whose module its block does not have gets its message, saying
 * first where it came from when another block lacks it; a file in a block with its module gets nothing.
 */
import { blocks, claim, curriculum, curriculumRule } from '@/lib/content/rules/__tests__/helpers';
import type { ClaimedFile, CurriculumContext } from '@/lib/content/rules/curriculum/context';

const check = curriculumRule('module-in-its-block');
/** softwareB2 with a module 3 (`modules: [1, 3]`), whose page 3_1 may sit elsewhere. */
const withModule3 = (claimed: ClaimedFile[]): CurriculumContext => ({
  ...curriculum(claimed),
  blocks: blocks.map((b) => (b.id === 'softwareB2' ? { ...b, modules: [1, 3] } : b)),
});
const placed = [claim('softwareB1', '1_1'), claim('softwareB1', '2_1'), claim('softwareB2', '1_1')];

describe('module-in-its-block', () => {
  it('says first to move a page back to the block it left without it, and moved back it passes', () => {
    expect(check(withModule3([...placed, claim('softwareB1', '3_1')]))).toEqual([
      {
        file: 'content/onboarding/softwareB1/3_1.mdx',
        field: '',
        message:
          'module 3 is not in the modules of block softwareB1 (1, 2): move it back to content/onboarding/softwareB2/3_1.mdx (softwareB2 has no 3_1.mdx now); if it belongs in softwareB1, add 3 to its modules in content/onboarding/blocks.yaml',
      },
    ]);
    expect(check(withModule3([...placed, claim('softwareB2', '3_1')]))).toEqual([]);
  });

  it('offers the module or another file name when no block lacks the page', () => {
    expect(check(curriculum([...placed, claim('softwareB1', '3_1')]))).toEqual([
      expect.objectContaining({
        message:
          'module 3 is not in the modules of block softwareB1 (1, 2): to keep it in softwareB1, add 3 to its modules in content/onboarding/blocks.yaml, or rename the file to one of its modules',
      }),
    ]);
  });
});
