/**
 * @jest-environment node
 *
 * NTC032 content-schema: a file whose fields break its schema gets a message per field, marked with
 * the rule's id as every content rule's, at the field's line; a file that keeps it gets nothing.
 */
import { z } from 'zod';
import { parseYamlText, validate } from '@/lib/content/core';
import { ContentError, formatProblemWithHint } from '@/lib/content/problems';

const schema = z.object({ title: z.string().min(1), count: z.number().int().optional() }).strict();

function problemsOf(yaml: string): string[] {
  const parsed = parseYamlText(yaml, 'content/thing.yaml');
  try {
    validate(schema, parsed.data, 'content/thing.yaml', parsed);
    return [];
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    return e.problems.map(formatProblemWithHint);
  }
}

describe('content-schema', () => {
  it('marks an unknown field and a wrong type with its id, at their lines', () => {
    expect(problemsOf('title: Signals\ncuont: 3\n')).toEqual([
      'content/thing.yaml:2: NTC032 unknown field "cuont": check the spelling, or remove it. Did you mean "count"?',
    ]);
    expect(problemsOf('title: Signals\ncount: three\n')).toEqual(['content/thing.yaml:2: NTC032 count: expected a number, got "three"']);
  });
  it('accepts a file that keeps the schema', () => {
    expect(problemsOf('title: Signals\ncount: 3\n')).toEqual([]);
  });
});
