/**
 * @jest-environment node
 *
 * NTC013 folder-is-a-block: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { curriculum, curriculumRule, complete } from '@/lib/content/rules/__tests__/helpers';

describe('folder-is-a-block', () => {
  it('names a folder that no block of blocks.yaml has', () => {
    expect(curriculumRule('folder-is-a-block')(curriculum(complete, ['softwareB1', 'sofwareB2']))).toEqual([
      expect.objectContaining({
        file: 'content/onboarding/sofwareB2',
        message: expect.stringMatching(/^the folder "sofwareB2" is not a block/),
      }),
    ]);
  });
  it('suggests the block a folder was meant to be, its letter case wrong or a letter off', () => {
    expect(curriculumRule('folder-is-a-block')(curriculum(complete, ['softwareB1', 'SoftwareB1']))).toEqual([
      expect.objectContaining({ hint: 'Did you mean "softwareB1"? (letter case matters)' }),
    ]);
    expect(curriculumRule('folder-is-a-block')(curriculum(complete, ['softwareB1', 'drafts']))[0]).not.toHaveProperty('hint');
  });
  it('accepts folders named after blocks', () => {
    expect(curriculumRule('folder-is-a-block')(curriculum(complete))).toEqual([]);
  });
});
