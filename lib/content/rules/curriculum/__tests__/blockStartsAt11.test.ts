/**
 * @jest-environment node
 *
 * NTC016 block-starts-at-1-1: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { claim, curriculum, curriculumRule, complete } from '@/lib/content/rules/__tests__/helpers';

describe('block-starts-at-1-1', () => {
  it('names a begun block without 1_1', () => {
    expect(curriculumRule('block-starts-at-1-1')(curriculum([claim('softwareB1', '1_2'), claim('softwareB1', '2_1')]))).toEqual([
      expect.objectContaining({
        field: 'blocks[0]',
        message: 'block softwareB1 needs content/onboarding/softwareB1/1_1.mdx: every block starts at submodule 1_1',
      }),
    ]);
  });
  it('accepts blocks that start at 1_1', () => {
    expect(curriculumRule('block-starts-at-1-1')(curriculum(complete))).toEqual([]);
  });
});
