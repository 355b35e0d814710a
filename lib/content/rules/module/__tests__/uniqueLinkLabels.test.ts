/**
 * @jest-environment node
 *
 * NTC002 unique-link-labels: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { file, link, page, moduleRule, task } from '@/lib/content/rules/__tests__/helpers';

describe('unique-link-labels', () => {
  const check = moduleRule('unique-link-labels').check;
  it('names the second link of a label, in any list', () => {
    const problems = check(page({ tasks: [task({ links: [link('Guide'), link('Guide')] })] }));
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        field: 'tasks[0].links[1].label',
        line: 7,
        message: '"Guide" is used by another link in the same list: labels must be unique',
      }),
    ]);
    expect(check(page({ links: [link('A'), link('A')] }))[0].field).toBe('links[1].label');
  });
  it('lets one label appear once per list', () => {
    expect(check(page({ links: [link('Guide')], tasks: [task({ links: [link('Guide')] })] }))).toEqual([]);
  });
});
