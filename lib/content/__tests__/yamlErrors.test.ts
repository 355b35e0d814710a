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
    [
      'a tab before a field',
      'a:\n  b: 1\n\tc: 2\n',
      3,
      'line 3 starts with a tab: indent it with 2 spaces instead, to line it up under "b"',
    ],
    [
      'a tab inside a block of text',
      'a:\n  d: |\n    x\n\ty\n',
      4,
      'line 4 starts with a tab: indent it with 4 spaces instead, to line it up under "d"',
    ],
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
      'line 3 is a list item out of line: put its "-" under the "-" of the other items of its list (2 spaces)',
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
    [
      'typographic quotes around a value with a colon: straight ones instead, not around them',
      'name: “Guest Talk: Brains”\n',
      1,
      'line 1: a value that contains ": " needs straight quotes ("), not typographic ones (“ ”), e.g. name: "Guest Talk: Brains"',
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
    expect(explain('a:\n\tb: 1\n', 1)).toEqual({
      line: 3,
      message: 'line 3 starts with a tab: indent it with 2 spaces instead, to line it up under "a"',
    });
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

describe('indentation advice that, followed, gives the file that was meant', () => {
  // A task as a module's frontmatter holds it: lists inside the list of tasks, fields of three depths.
  const meant = [
    'tasks:',
    '  - title: Read',
    '    links:',
    '      - label: A',
    '        url: https://a.test',
    '        required: true',
    '      - label: B',
    '        url: https://b.test',
    '    documents:',
    '      - title: D',
    '        url: https://d.test',
    '        fileType: pdf',
    '    requiredActions: [clickLinks]',
    '  - title: Next',
    '    description: x',
  ];
  const shifted = (line: number, by: number) =>
    meant.map((l, i) => (i === line - 1 ? `${' '.repeat(l.length - l.trimStart().length + by)}${l.trimStart()}` : l));
  const cases = meant.flatMap((_, i) => (i === 0 ? [] : [[i + 1, -1] as const, [i + 1, 1] as const]));

  it.each(cases)('line %i moved by %i space', (line, by) => {
    const lines = shifted(line, by);
    const text = `${lines.join('\n')}\n`;
    const doc = YAML.parseDocument(text, { uniqueKeys: true });
    if (doc.errors.length === 0) return; // the YAML still reads (a whole list moved, or a block's first line)
    const slip = explainYamlError(text, doc.errors[0]);
    const spaces = /\((\d+) spaces\)$/.exec(slip.message);
    expect(spaces).not.toBeNull();
    // Doing what it says: the line it names, at the indentation it names.
    const followed = lines.map((l, i) => (i === slip.line - 1 ? `${' '.repeat(Number(spaces![1]))}${l.trimStart()}` : l));
    expect(YAML.parse(`${followed.join('\n')}\n`)).toEqual(YAML.parse(`${meant.join('\n')}\n`));
  });

  it('names the line of a list item one space short, not its first field below it', () => {
    expect(explain(`${shifted(7, -1).join('\n')}\n`)).toEqual({
      line: 7,
      message: 'line 7 is a list item out of line: put its "-" under the "-" of the other items of its list (6 spaces)',
    });
    expect(explain(`${shifted(4, -1).join('\n')}\n`)).toEqual({
      line: 4,
      message: 'line 4 is a list item out of line with the fields under it: put its "-" 2 spaces before them (6 spaces)',
    });
  });

  it('sends requiredActions one space too far back to the task’s fields, not into the document above', () => {
    expect(explain(`${shifted(13, 1).join('\n')}\n`)).toEqual({
      line: 13,
      message: 'line 13 is indented less than the line above it: line it up under "documents" (4 spaces)',
    });
  });
});

/** The advice of a slip followed to the letter: the line (or lines) named moved where it says. */
function follow(text: string, slip: { line: number; message: string }): string {
  const lines = text.split('\n');
  const block = /^lines (\d+)-(\d+) .* move each of them (\d+) spaces? (left|right)/.exec(slip.message);
  if (block) {
    const [from, to, by] = [Number(block[1]), Number(block[2]), Number(block[3]) * (block[4] === 'left' ? -1 : 1)];
    for (let i = from - 1; i < to; i++) if (lines[i].trim()) lines[i] = by > 0 ? `${' '.repeat(by)}${lines[i]}` : lines[i].slice(-by);
    return lines.join('\n');
  }
  const spaces = Number(/(?:indent it with (\d+) spaces|\((\d+) spaces\))/.exec(slip.message)!.slice(1).find(Boolean));
  lines[slip.line - 1] = `${' '.repeat(spaces)}${lines[slip.line - 1].replace(/^[ \t]+/, '')}`;
  return lines.join('\n');
}

const reads = (text: string) => YAML.parseDocument(text, { uniqueKeys: true }).errors.length === 0;

describe('advice that reads once followed', () => {
  const task = (title: string, indent = 2) => {
    const pad = ' '.repeat(indent);
    return `${pad}- title: ${title}\n${pad}  description: |\n${pad}    Read it.\n${pad}  links:\n${pad}    - label: Guide\n${pad}      url: https://example.org/guide\n${pad}  requiredActions: [clickLinks]\n`;
  };

  it.each([
    ['a tab before a field', 'a:\n  b: 1\n\tc: 2\n'],
    ['a tab inside a block of text', 'a:\n  d: |\n    x\n\ty\n'],
    ['a tab under a list item', 'sponsors:\n  - name: Lab\n    logo: /l.svg\n\talt: Lab logo\n    url: https://lab.example.org\n'],
  ])('%s: indented as it says, the file reads', (_, text) => {
    expect(reads(follow(text, explain(text)))).toBe(true);
  });

  it('a whole task one space too far right: one message for its lines, and moved as it says the file reads', () => {
    const text = `tasks:\n${task('First')}${task('Second', 3)}extraResources: []\n`;
    const slip = explain(text);
    expect(slip).toEqual({
      line: 9,
      message:
        'lines 9-15 (a whole list item) are 1 space too far right: move each of them 1 space left, to put its "-" under the "-" of the other items of its list (2 spaces)',
    });
    expect(reads(follow(text, slip))).toBe(true);
  });

  it('the first task one space too far right: the moved task is named, not the one after it', () => {
    const text = `tasks:\n${task('First', 3)}${task('Second')}`;
    const slip = explain(text);
    expect(slip.message).toMatch(/^lines 2-8 \(a whole list item\) are 1 space too far right: move each of them 1 space left/);
    expect(reads(follow(text, slip))).toBe(true);
  });

  it('a field one space short with its list under it: the whole field moves', () => {
    const text = 'task:\n  title: Read\n   links:\n     - label: Guide\n       url: https://example.org/guide\n  done: true\n';
    const slip = explain(text);
    expect(reads(follow(text, slip))).toBe(true);
  });
});
