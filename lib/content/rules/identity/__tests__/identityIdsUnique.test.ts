/**
 * @jest-environment node
 *
 * NTC019 identity-ids-unique: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { identityId } from '@/lib/onboarding/identity';
import { placed, identityRule } from '@/lib/content/rules/__tests__/helpers';

describe('identity-ids-unique', () => {
  it('names a submodule or quiz whose short id another already has', () => {
    // Found by search: two keys whose 24-bit ids are equal.
    const byId = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let n = 0; !pair; n++) {
      const key = `softwareB${n % 9}Module${Math.floor(n / 9)}_${n % 7}`;
      const other = byId.get(identityId(key));
      if (other && other !== key) pair = [other, key];
      byId.set(identityId(key), key);
    }
    const [a, b] = pair.map((k) => placed(k.split('Module')[0], k.split('Module')[1]));
    expect(identityRule('identity-ids-unique')({ submodules: [a, b], quizzes: [] })).toEqual([
      expect.objectContaining({
        file: b.file,
        message: expect.stringMatching(/have the same short id in progress codes: give this submodule another file name$/),
      }),
    ]);
    const quizzes = pair.map((id) => ({ id, file: `content/quizzes/${id}.yaml` }));
    expect(identityRule('identity-ids-unique')({ submodules: [], quizzes })).toEqual([
      expect.objectContaining({ file: quizzes[1].file, message: expect.stringMatching(/rename this quiz file and its task's quiz$/) }),
    ]);
  });
  it('accepts the distinct ids of a whole curriculum', () => {
    const submodules = Array.from({ length: 100 }, (_, i) => placed(`softwareB${(i % 4) + 1}`, `${Math.floor(i / 4) + 1}_1`));
    expect(identityRule('identity-ids-unique')({ submodules, quizzes: [] })).toEqual([]);
  });
});
