/**
 * @jest-environment node
 *
 * NTC017 formerly-names-another-place: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { placed, identityRule } from '@/lib/content/rules/__tests__/helpers';

describe('formerly-names-another-place', () => {
  it("names a formerly that is the file's own place, at its line", () => {
    expect(
      identityRule('formerly-names-another-place')({ submodules: [placed('softwareB1', '1_2', ['softwareB1Module1_2'])], quizzes: [] }),
    ).toEqual([
      {
        file: 'content/onboarding/softwareB1/1_2.mdx',
        field: 'formerly',
        line: 4,
        message: "softwareB1/1_2 is this file's own place: formerly names where the submodule was before it moved",
      },
    ]);
  });
  it('accepts a former place elsewhere', () => {
    expect(
      identityRule('formerly-names-another-place')({ submodules: [placed('softwareB1', '1_3', ['softwareB1Module1_2'])], quizzes: [] }),
    ).toEqual([]);
  });
});
