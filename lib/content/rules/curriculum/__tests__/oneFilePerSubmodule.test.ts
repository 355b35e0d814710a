/**
 * @jest-environment node
 *
 * NTC014 one-file-per-submodule: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { claim, curriculum, curriculumRule, complete } from '@/lib/content/rules/__tests__/helpers';

describe('one-file-per-submodule', () => {
  it('names the second file of a submodule', () => {
    const twin = claim('softwareB1', '1_1', 'content/onboarding/softwareB1/01_1.mdx');
    expect(curriculumRule('one-file-per-submodule')(curriculum([...complete, twin]))).toEqual([
      expect.objectContaining({
        file: 'content/onboarding/softwareB1/01_1.mdx',
        message: 'content/onboarding/softwareB1/1_1.mdx is already submodule 1_1: two files cannot claim the same submodule',
      }),
    ]);
  });
  it('accepts one file each', () => {
    expect(curriculumRule('one-file-per-submodule')(curriculum(complete))).toEqual([]);
  });
});
