/** @jest-environment node */
import YAML from 'yaml';
import { explainYamlError, unclosedFrontmatter } from '@/lib/content/yamlErrors';

/** What an officer reads for a YAML text that cannot be parsed. */
function explain(text: string, lineOffset = 0) {
  const doc = YAML.parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  expect(doc.errors.length).toBeGreaterThan(0);
  return explainYamlError(text, doc.errors[0], lineOffset);
}

describe('a YAML slip in one plain sentence, at its line', () => {
  it.each([
    ['a tab before a field', 'a:\n  b: 1\n\tc: 2\n', 3, 'line 3 starts with a tab: use spaces'],
    ['a tab inside a block of text', 'a:\n  d: |\n    x\n\ty\n', 4, 'line 4 starts with a tab: use spaces'],
    [
      'a field indented one space short',
      'items:\n  - name: x\n    title: y\n   other: z\n',
      4,
      'line 4 is indented less than the line above it: line it up under "title" (4 spaces)',
    ],
    [
      'a field indented one space too far',
      'items:\n  - name: x\n     title: y\n',
      3,
      'line 3 is indented more than the line above it: line it up under "name" (4 spaces)',
    ],
    [
      'a list item out of line',
      'a:\n  - x\n - y\n',
      3,
      'line 3 is indented less than the line above it: line it up under "- x" (2 spaces)',
    ],
    ['a missing colon', 'a: 1\nb 2\nc: 3\n', 2, 'line 2 has no ":" after its field name: write it as "field: value"'],
    [
      'a quote never closed',
      'q:\n  - correctAnswer: "125 Hz\n  - id: 2\n',
      2,
      'line 2 opens a quote (") that is never closed: add the closing " at the end of the value',
    ],
    [
      'a single quote never closed',
      "q:\n  - question: 'Which is right?\n  - id: 2\n",
      2,
      "line 2 opens a quote (') that is never closed: add the closing ' at the end of the value",
    ],
    ['a field written twice', 'a: 1\na: 2\n', 2, 'line 2 repeats the field "a" of the lines above: keep one of them'],
    [
      'a colon inside a value',
      "title: Ohm's law: V = IR\n",
      1,
      'line 1: a value that contains ": " needs quotes, e.g. title: "Ohm\'s law: V = IR"',
    ],
    [
      'a list item without its "- "',
      'items:\n  - id: a\n    name: x\n  id: b\n    name: y\n',
      4,
      'line 4 starts a new list item without "- ": write it as "  - id: b", like the item above',
    ],
    [
      'the same after de-indenting the next lines',
      'items:\n  - id: a\n    name: x\n  id: b\n  name: y\n',
      4,
      'line 4 starts a new list item without "- ": write it as "  - id: b", like the item above',
    ],
    [
      'a value that starts with "["',
      'title: [Draft] Intro\n',
      1,
      'line 1: a value that starts with "[" needs quotes, e.g. title: "[Draft] Intro"',
    ],
    [
      'a value that starts with "{"',
      'a:\n  label: {new} Filters\n',
      2,
      'line 2: a value that starts with "{" needs quotes, e.g. label: "{new} Filters"',
    ],
  ])('%s', (_, text, line, message) => {
    expect(explain(text)).toEqual({ line, message });
  });

  it('counts lines in the file, not in the frontmatter, when given the offset', () => {
    expect(explain('a:\n\tb: 1\n', 1)).toEqual({ line: 3, message: 'line 3 starts with a tab: use spaces' });
  });

  it('a frontmatter with no closing "---": the line where the page text starts', () => {
    expect(unclosedFrontmatter('---\ntitle: T\ndescription: D\n\nSome prose: more.\n')).toEqual({
      line: 5,
      message: 'the frontmatter opened by "---" on line 1 is never closed: add a line "---" above line 5, where the page text starts',
    });
    expect(unclosedFrontmatter('---\ntitle: T\n\n## Setup\nText.\n')?.line).toBe(4);
    expect(unclosedFrontmatter('---\ntitle: T\n---\nText: yes.\n')).toBeUndefined();
  });
});
