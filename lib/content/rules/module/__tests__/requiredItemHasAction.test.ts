/**
 * @jest-environment node
 *
 * NTC005 required-item-has-action: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { link, page, moduleRule, task } from '@/lib/content/rules/__tests__/helpers';

describe('required-item-has-action', () => {
  const check = moduleRule('required-item-has-action').check;
  it('names a required link whose task does not ask for clickLinks', () => {
    const problems = check(page({ tasks: [task({ links: [{ ...link('Guide'), required: true }] })] }));
    expect(problems).toEqual([expect.objectContaining({ field: 'tasks[0].links[0].required' })]);
    expect(problems[0].message).toMatch(/does not ask for clickLinks/);
  });
  it('accepts it when the task asks for the action', () => {
    expect(check(page({ tasks: [task({ links: [{ ...link('Guide'), required: true }], requiredActions: ['clickLinks'] })] }))).toEqual([]);
  });
});
