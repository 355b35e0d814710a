/**
 * @jest-environment node
 *
 * NTC015 module-groups-have-files: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { claim, curriculum, curriculumRule } from '@/lib/content/rules/__tests__/helpers';

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
  it('leaves a block with no files at all alone (not written yet)', () => {
    expect(curriculumRule('module-groups-have-files')(curriculum([claim('softwareB1', '1_1'), claim('softwareB1', '2_1')]))).toEqual([]);
  });
});
