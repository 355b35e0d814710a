/**
 * @jest-environment node
 *
 * NTC006 required-link-shown: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { link, page, moduleRule, task } from '@/lib/content/rules/__tests__/helpers';

describe('required-link-shown', () => {
  const check = moduleRule('required-link-shown').check;
  const required = { ...link('Lab form'), required: true };
  it('names, on its line, a required link that the description never writes as [label]: the task could not be done', () => {
    const problems = check(page({ tasks: [task({ links: [link('Guide'), required], requiredActions: ['clickLinks'] })] }));
    expect(problems).toEqual([expect.objectContaining({ field: 'tasks[0].links[1]', line: 7 })]);
    expect(problems[0].message).toBe(
      'the required link "Lab form" is shown nowhere, so the task could never be done: write [Lab form] in the task\'s description where it should appear, or write required: false',
    );
  });
  it('accepts it written as [label], and an optional link left out; an escaped or code label does not show it', () => {
    const tasks = (description: string) => [task({ description, links: [link('Guide'), required], requiredActions: ['clickLinks'] })];
    expect(check(page({ tasks: tasks('Fill in the [Lab form].') }))).toEqual([]);
    expect(check(page({ tasks: tasks('Fill in the \\[Lab form\\] and `[Lab form]`.') }))).toHaveLength(1);
    // Misspelt, it is label-has-link's to name, with this link as its did-you-mean: said once.
    expect(check(page({ tasks: tasks('Fill in the [Lab from].') }))).toEqual([]);
  });
});
