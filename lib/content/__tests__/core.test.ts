import { z } from 'zod';
import { parseYamlText, validate } from '@/lib/content/core';
import { formatProblem, formatProblemWithHint } from '@/lib/content/problems';
import { problemsOf } from './problems';

const schema = z.object({ events: z.array(z.object({ name: z.string(), date: z.string() }).strict()) }).strict();

describe('content validation messages', () => {
  it('names the file, the field path, the line and what was expected', () => {
    const text = 'events:\n  - name: Kick-off\n    date: 2024-09-01\n  - name: 12\n    date: x\n';
    const parsed = parseYamlText(text, 'content/events.yaml');
    const [p] = problemsOf(() => validate(schema, parsed.data, 'content/events.yaml', parsed));
    expect(formatProblem(p)).toBe('content/events.yaml:4: NTC032 events[1].name: expected a text, got number 12');
  });

  it('calls a misspelled key an unknown field and points at its line', () => {
    const text = 'events:\n  - name: Kick-off\n    dat: 2024-09-01\n';
    const parsed = parseYamlText(text, 'content/events.yaml');
    const messages = problemsOf(() => validate(schema, parsed.data, 'content/events.yaml', parsed)).map(formatProblem);
    expect(messages).toContain('content/events.yaml:3: NTC032 events[0]: unknown field "dat": check the spelling, or remove it');
    expect(messages).toContain('content/events.yaml:2: NTC032 events[0].date: is missing: expected a text');
  });

  it('reports a short indent once, in one sentence, at its line', () => {
    const text = 'events:\n  - name: Kick-off\n   date: 2024-09-01\n';
    expect(problemsOf(() => parseYamlText(text, 'content/events.yaml'))).toEqual([
      {
        file: 'content/events.yaml',
        field: '',
        line: 3,
        message: 'line 3 is indented less than the line above it: line it up under "name" (4 spaces)',
      },
    ]);
  });
});

describe('suggestions for slips', () => {
  const schema = z.object({ kind: z.enum(['watchVideos', 'clickLinks']), description: z.string() }).strict();

  it('suggests the field a misspelt one was meant to be, beside the unchanged message', () => {
    const parsed = parseYamlText('kind: clickLinks\ndescripton: x\n', 'a.yaml');
    const problems = problemsOf(() => validate(schema, parsed.data, 'a.yaml', parsed));
    const unknown = problems.find((p) => p.message.startsWith('unknown field'))!;
    expect(unknown.message).toBe('unknown field "descripton": check the spelling, or remove it');
    expect(formatProblemWithHint(unknown)).toBe(
      'a.yaml:2: NTC032 unknown field "descripton": check the spelling, or remove it. Did you mean "description"?',
    );
  });

  it('suggests the allowed value closest to a wrong one', () => {
    const parsed = parseYamlText('kind: watchvideo\ndescription: x\n', 'a.yaml');
    const [p] = problemsOf(() => validate(schema, parsed.data, 'a.yaml', parsed));
    expect(p.hint).toBe('Did you mean "watchVideos"? (letter case matters)');
  });

  it('lists the allowed fields when nothing is close', () => {
    const parsed = parseYamlText('kind: clickLinks\ndescription: x\nzzzzzzzz: 1\n', 'a.yaml');
    const [p] = problemsOf(() => validate(schema, parsed.data, 'a.yaml', parsed));
    expect(p.hint).toBe('Fields allowed here: kind, description');
  });
});

describe('typographic quotes around a value', () => {
  const read = (text: string) => problemsOf(() => parseYamlText(text, 'content/events.yaml', 0)).map(formatProblem);
  const reads = (text: string) => parseYamlText(text, 'content/events.yaml', 0).data;

  it('are refused wherever the page would show them, with the line to write instead', () => {
    expect(read('events:\n  - name: “Guest Talk”\n    tags: [‘a’, b]\n')).toEqual([
      'content/events.yaml:2: line 2: the value is in typographic quotes (“ ”), which the page would show: write straight quotes (") or none, e.g. name: "Guest Talk"',
      'content/events.yaml:3: line 3: the value is in typographic quotes (‘ ’), which the page would show: write straight quotes (") or none, e.g. - "a"',
    ]);
  });

  it('pass once written as the message says, and inside straight quotes they are meant', () => {
    expect(reads('events:\n  - name: "Guest Talk"\n')).toEqual({ events: [{ name: 'Guest Talk' }] });
    expect(reads('quote: "“Hello”"\nother: He said “hi” twice\n')).toEqual({ quote: '“Hello”', other: 'He said “hi” twice' });
  });
});
