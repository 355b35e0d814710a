/**
 * @jest-environment node
 *
 * NTC015 module-groups-have-files: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { blocks, claim, curriculum, curriculumRule } from '@/lib/content/rules/__tests__/helpers';

describe('module-groups-have-files', () => {
  it('names a module group of a begun block without files, at blocks.yaml', () => {
    expect(curriculumRule('module-groups-have-files')(curriculum([claim('softwareB1', '1_1'), claim('softwareB2', '1_1')]))).toEqual([
      expect.objectContaining({
        file: 'content/onboarding/blocks.yaml',
        field: 'blocks[0].modules',
        message: expect.stringMatching(/^module 2 of softwareB1 has no submodule files/),
      }),
    ]);
  });
  it('names the page that left the group for a block without its module, and where it goes back', () => {
    const context = curriculum([
      claim('softwareB1', '1_1'),
      claim('softwareB1', '2_1'),
      claim('softwareB2', '1_1'),
      claim('softwareB1', '3_1'),
    ]);
    const problems = curriculumRule('module-groups-have-files')({
      ...context,
      blocks: blocks.map((b) => (b.id === 'softwareB2' ? { ...b, modules: [1, 3] } : b)),
    });
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'blocks[1].modules',
        message:
          'module 3 of softwareB2 has no submodule files: content/onboarding/softwareB1/3_1.mdx is probably its page, in a block without module 3: move it back to content/onboarding/softwareB2/3_1.mdx',
      }),
    ]);
  });
  it('leaves a block with no files at all alone (not written yet)', () => {
    expect(curriculumRule('module-groups-have-files')(curriculum([claim('softwareB1', '1_1'), claim('softwareB1', '2_1')]))).toEqual([]);
  });
});
