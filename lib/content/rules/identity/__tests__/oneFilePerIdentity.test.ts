/**
 * @jest-environment node
 *
 * NTC018 one-file-per-identity: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { placed, identityRule } from '@/lib/content/rules/__tests__/helpers';

describe('one-file-per-identity', () => {
  it('names both files when a moved file names a place another file still holds', () => {
    const problems = identityRule('one-file-per-identity')({
      submodules: [placed('softwareB1', '1_2'), placed('softwareB2', '1_1', ['softwareB1Module1_2'])],
      quizzes: [],
    });
    expect(problems).toEqual([expect.objectContaining({ file: 'content/onboarding/softwareB2/1_1.mdx', field: 'formerly', line: 4 })]);
    expect(problems[0].message).toBe(
      'content/onboarding/softwareB1/1_2.mdx claims softwareB1/1_2 too (it is there): if this file moved from there, the file now at softwareB1/1_2 is a new submodule: give it another file name; otherwise remove softwareB1/1_2 from formerly',
    );
  });
  it('names two files that both name one former place', () => {
    const problems = identityRule('one-file-per-identity')({
      submodules: [placed('softwareB1', '1_3', ['softwareB1Module1_2']), placed('softwareB2', '1_1', ['softwareB1Module1_2'])],
      quizzes: [],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe('content/onboarding/softwareB2/1_1.mdx');
    expect(problems[0].message).toMatch(
      /^content\/onboarding\/softwareB1\/1_3\.mdx claims softwareB1\/1_2 too \(it names it as formerly\)/,
    );
  });
  it('accepts a move whose former place no file holds, and a chain of moves', () => {
    expect(
      identityRule('one-file-per-identity')({
        submodules: [placed('softwareB1', '1_1'), placed('softwareB1', '2_2', ['softwareB1Module1_2', 'softwareB1Module1_3'])],
        quizzes: [],
      }),
    ).toEqual([]);
  });
});
