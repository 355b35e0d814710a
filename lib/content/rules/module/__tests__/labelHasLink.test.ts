/**
 * @jest-environment node
 *
 * NTC003 label-has-link: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { link, page, moduleRule, task } from '@/lib/content/rules/__tests__/helpers';

describe('label-has-link', () => {
  const check = moduleRule('label-has-link').check;
  it('points at the brackets of a label with no link, with the nearest label', () => {
    const problems = check(page({ tasks: [task({ description: 'Read the [Guid].', links: [link('Guide')] })] }));
    expect(problems).toEqual([expect.objectContaining({ field: 'tasks[0].description', line: 9, hint: 'Did you mean [Guide]?' })]);
    expect(problems[0].message).toMatch(/^\[Guid\] in the description has no link with that label/);
  });
  it('accepts labels that have their link', () => {
    expect(check(page({ tasks: [task({ description: 'Read the [Guide].', links: [link('Guide')] })] }))).toEqual([]);
  });
  it('reads labels as the body does: not in code, escaped, or a Markdown link', () => {
    const description = '`[Guid]`, \\[Guid\\] and [Guid](https://example.test/guide)';
    expect(check(page({ tasks: [task({ description, links: [link('Guide')] })] }))).toEqual([]);
  });
});
