/**
 * @jest-environment node
 *
 * NTC004 text-markup: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { link, page, moduleRule, task } from '@/lib/content/rules/__tests__/helpers';

describe('text-markup', () => {
  const check = moduleRule('text-markup').check;
  it('holds a description and a resource text to the allow-list of the body, at the line written', () => {
    const problems = check(
      page({
        tasks: [task({ description: 'Read it.\n\nThen press <kbd>Enter</kbd>.' })],
        extraResources: [{ type: 'text', text: 'Use {braces}.' }],
      }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'tasks[0].description',
        line: 11,
        message: expect.stringMatching(/^<kbd> is not allowed in content/),
      }),
      expect.objectContaining({ field: 'extraResources[0].text', line: 9, message: expect.stringMatching(/^curly braces/) }),
    ]);
  });
  it('accepts the Markdown a body may use, escaped brackets and tags included', () => {
    const description =
      '## Steps\n1. read the [Guide]\n2. **bold**, `code` and \\<b> as text\n\n<Video title="Intro" url="https://youtu.be/abcdefghijk" />';
    expect(check(page({ tasks: [task({ description, links: [link('Guide')] })] }))).toEqual([]);
  });
});
