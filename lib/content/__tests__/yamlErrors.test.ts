/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { displayPath } from '@/lib/content/core';
import { loadOfficers } from '@/lib/content/officers';
import { explainYamlError, unclosedFrontmatter } from '@/lib/content/yamlErrors';
import { problemsOf } from './problems';

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
      'an item without its "- ", its first field kept at the fields of the item above (a repeated field to the library)',
      'officers:\n  - name: Ada\n    title: President\n    name: Grace\n    title: Vice President\n',
      4,
      'line 4 starts a new list item without "- ": write it as "  - name: Grace", like the item above',
    ],
    [
      'the same when the lost item lists its fields in another order',
      'officers:\n  - name: Ada\n    title: President\n  - name: Bob\n    title: Captain\n    title: Vice President # new\n    name: Grace\n',
      6,
      'line 6 starts a new list item without "- ": write it as "  - title: Vice President", like the item above',
    ],
    [
      'the same under an item whose "-" stands alone on its line',
      'officers:\n  -\n    name: Ada\n    title: President\n\n    name: Grace\n',
      6,
      'line 6 starts a new list item without "- ": write it as "  - name: Grace", like the item above',
    ],
    [
      'the same item with its first field kept where the "- " was (a wrong indentation to the library)',
      'officers:\n  - name: Ada\n    title: President\n  name: Grace\n    title: Vice President\n',
      4,
      'line 4 starts a new list item without "- ": write it as "  - name: Grace", like the item above',
    ],
    [
      "a field written twice inside a list item, the item's first field not repeated",
      'officers:\n  - name: Ada\n    title: President\n    section: executive\n    title: Vice President\n',
      5,
      'line 5 repeats the field "title" of the lines above: keep one of them',
    ],
    [
      'a field written twice in a group that is no list item',
      'site:\n  name: A\n  email: a@example.org\n  name: B\n',
      4,
      'line 4 repeats the field "name" of the lines above: keep one of them',
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

describe('an officer whose "- " was deleted, in content/officers.yaml', () => {
  const officer = (name: string, title: string) =>
    `name: ${name}\n    title: ${title}\n    section: executive\n    img: /images/officers/maya-okafor.svg\n    biography: Text.\n`;
  // The two ways the slip is left: the first field kept at the item's fields, or moved to where the dash was.
  const slips = {
    'at the fields of the item above': `officers:\n  - ${officer('Ada', 'President')}    ${officer('Grace', 'Vice President')}`,
    'where the "- " was': `officers:\n  - ${officer('Ada', 'President')}  ${officer('Grace', 'Vice President')}`,
  };

  it('is a repeated field to the YAML library in the first case, a wrong indentation in the second', () => {
    const codes = Object.values(slips).map((text) => YAML.parseDocument(text, { uniqueKeys: true }).errors[0].code);
    expect(codes).toEqual(['DUPLICATE_KEY', 'BAD_INDENT']);
  });

  let previous: string | undefined;
  let dir = '';
  beforeEach(() => {
    previous = process.env.CONTENT_DIR;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaml-dashless-'));
    process.env.CONTENT_DIR = dir;
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(Object.entries(slips))('stops the loader at the line that lost it, kept %s', (_, text) => {
    const file = path.join(dir, 'officers.yaml');
    fs.writeFileSync(file, text);
    expect(problemsOf(loadOfficers)).toEqual([
      {
        file: displayPath(file),
        field: '',
        line: 7,
        message: 'line 7 starts a new list item without "- ": write it as "  - name: Grace", like the item above',
      },
    ]);
  });
});
