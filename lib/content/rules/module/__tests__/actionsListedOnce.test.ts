/**
 * @jest-environment node
 *
 * NTC009 actions-listed-once: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { page, moduleRule, task } from '@/lib/content/rules/__tests__/helpers';

describe('actions-listed-once', () => {
  const check = moduleRule('actions-listed-once').check;
  it('names an action listed twice', () => {
    expect(check(page({ tasks: [task({ requiredActions: ['uploadFiles', 'uploadFiles'] })] }))).toEqual([
      expect.objectContaining({ message: 'an action is listed twice' }),
    ]);
  });
  it('accepts different actions', () => {
    expect(check(page({ tasks: [task({ requiredActions: ['uploadFiles', 'clickLinks'] })] }))).toEqual([]);
  });
});
