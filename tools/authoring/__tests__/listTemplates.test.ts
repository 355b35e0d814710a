/**
 * The entry templates for events, officers and sponsors match their collections' schemas; the only
 * problem allowed is the placeholder image path, which the officer replaces with an uploaded file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseYamlText, validate } from '@/lib/content/core';
import { ContentError } from '@/lib/content/problems';
import { eventsSchema } from '@/lib/content/events';
import { officersSchema } from '@/lib/content/officers';
import { sponsorsSchema } from '@/lib/content/sponsors';

const read = (name: string) => fs.readFileSync(path.join(process.cwd(), 'docs/templates', name), 'utf8');

function problemsOf(schema: Parameters<typeof validate>[0], yaml: string) {
  const parsed = parseYamlText(yaml, 'template.yaml');
  try {
    validate(schema, parsed.data, 'template.yaml', parsed);
    return [];
  } catch (e) {
    if (e instanceof ContentError) return e.problems.map((p) => `${p.field}: ${p.message}`);
    throw e;
  }
}

const onlyPlaceholderImages = (problems: string[]) => problems.filter((p) => !/no such file under public\//.test(p));

describe('entry templates', () => {
  it('event.yaml is a valid event', () => {
    const yaml = `banner:\n  src: /images/events/banner.webp\n  alt: Banner\nevents:\n${read('event.yaml')}`;
    expect(onlyPlaceholderImages(problemsOf(eventsSchema, yaml))).toEqual([]);
  });

  it('officer.yaml is a valid officer', () => {
    expect(onlyPlaceholderImages(problemsOf(officersSchema, `officers:\n${read('officer.yaml')}`))).toEqual([]);
  });

  it('sponsor.yaml is a valid sponsor', () => {
    expect(onlyPlaceholderImages(problemsOf(sponsorsSchema, `sponsors:\n${read('sponsor.yaml')}`))).toEqual([]);
  });
});
