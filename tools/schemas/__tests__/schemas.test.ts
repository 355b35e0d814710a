/**
 * The JSON Schemas in schemas/ (npm run schemas): current with the loaders, described field by field,
 * closed like the loaders' `.strict()` objects, and accepting every real content file.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';
import { filesUnder } from '@/lib/content/core';
import { splitFrontmatter } from '@/lib/content/frontmatter';
import { siteSchema } from '@/lib/content/site';
import { schemaCollections, type SchemaCollection } from '@/tools/schemas/collections';
import { firstDifference, jsonSchemaOf, outdated, readPublished, yamlSchemasSetting, type Published } from '@/tools/schemas/generate';
import { allSubSchemas, jsonSchemaErrors, unknownKeywords } from './jsonSchemaCheck';

const root = process.cwd();
const RUN = 'run `npm run schemas` and commit what it changes';
const schemaOf = (name: string) => jsonSchemaOf(schemaCollections.find((c) => c.name === name)!);

describe('the published JSON Schemas', () => {
  it('are what the loaders make now, and so are the docs tables and the VS Code settings', () => {
    expect(outdated(schemaCollections, readPublished(root))).toEqual([]);
  });

  it('no longer are when a loader gains a field: the check names the file and says to run npm run schemas', () => {
    const grown: SchemaCollection[] = schemaCollections.map((c) =>
      c.name === 'site' ? { ...c, schema: siteSchema.extend({ motto: z.string().describe('A field added to the loader.') }) } : c,
    );
    expect(outdated(grown, readPublished(root))).toEqual([
      `schemas/site.schema.json is not what lib/content/site.ts makes now (it differs at properties.motto): ${RUN}`,
      `the field tables of docs/content-model.md are not what the loaders' descriptions make now: ${RUN}`,
    ]);
  });

  it('no longer are when a file is missing, left over or edited by hand, or the VS Code mapping is', () => {
    const published = readPublished(root);
    const edited = JSON.parse(published.schemaFiles['schemas/events.schema.json']);
    edited.properties.events.items.properties.date.description = 'Reworded by hand.';
    const kept = { ...published.schemaFiles };
    delete kept['schemas/quiz.schema.json'];
    const broken: Published = {
      ...published,
      schemaFiles: { ...kept, 'schemas/events.schema.json': JSON.stringify(edited), 'schemas/old.schema.json': '{}' },
      vscodeSettings: JSON.stringify({ 'yaml.schemas': { './schemas/site.schema.json': ['content/site.yaml'] } }),
    };
    expect(outdated(schemaCollections, broken)).toEqual([
      `schemas/quiz.schema.json is missing: ${RUN}`,
      `schemas/events.schema.json is not what lib/content/events.ts makes now (it differs at properties.events.items.properties.date.description): ${RUN}`,
      `schemas/old.schema.json belongs to no collection of tools/schemas/collections.ts: ${RUN} (it removes the file)`,
      `"yaml.schemas" in .vscode/settings.json does not map each YAML collection to its schema: ${RUN}`,
    ]);
  });

  it('says where two JSON values first differ', () => {
    expect(firstDifference({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toBe('a.b.1');
    expect(firstDifference({ a: 1 }, { a: 1 })).toBeUndefined();
  });

  it('map every YAML collection, and no MDX frontmatter, in .vscode/settings.json', () => {
    const setting = yamlSchemasSetting(schemaCollections);
    expect(setting['./schemas/officers.schema.json']).toEqual(['content/officers.yaml']);
    expect(setting['./schemas/quiz.schema.json']).toEqual(['content/quizzes/*.yaml']);
    expect(
      Object.values(setting)
        .flat()
        .filter((f) => f.endsWith('.mdx')),
    ).toEqual([]);
    const extensions = JSON.parse(fs.readFileSync(path.join(root, '.vscode/extensions.json'), 'utf8'));
    expect(extensions.recommendations).toEqual(expect.arrayContaining(['redhat.vscode-yaml', 'unifiedjs.vscode-mdx']));
  });
});

describe.each(schemaCollections.map((c) => [c.name, c] as const))('the JSON Schema of %s', (_name, collection) => {
  const schema = jsonSchemaOf(collection);
  const subSchemas = allSubSchemas(schema);

  it('uses only the keywords the test validator checks', () => {
    expect(unknownKeywords(schema)).toEqual([]);
  });

  it('describes every field, in the loader', () => {
    const undescribed = subSchemas.flatMap(([s, at]) =>
      Object.entries((s.properties ?? {}) as Record<string, { description?: string }>).flatMap(([name, p]) =>
        p.description?.trim() ? [] : [`${at}.properties.${name}`],
      ),
    );
    expect(undescribed).toEqual([]);
  });

  it('allows no field the loader does not know, as `.strict()` does', () => {
    const open = subSchemas.filter(([s]) => s.type === 'object' && s.additionalProperties !== false).map(([, at]) => at);
    expect(open).toEqual([]);
  });
});

/** Where a glob of `files` holds: `*` is any name within one folder. */
const globMatches = (glob: string, file: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(file);

/** Every content file of the real tree and of the e2e tests' fixture tree, from the repository's top. */
const contentFiles = ['content', 'e2e/content'].flatMap((tree) =>
  filesUnder(path.join(root, tree), /./).map((absolute) => {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    return { file, asContent: file.replace(/^e2e\//, '') };
  }),
);

describe('every content file', () => {
  it('has exactly one JSON Schema', () => {
    for (const tree of ['content/', 'e2e/content/']) expect(contentFiles.some(({ file }) => file.startsWith(tree))).toBe(true);
    const wrong = contentFiles.flatMap(({ file, asContent }) => {
      const matching = schemaCollections.filter((c) => c.files.some((g) => globMatches(g, asContent)));
      return matching.length === 1 ? [] : [`${file}: ${matching.length} schemas (tools/schemas/collections.ts)`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(contentFiles.map((f) => [f.file, f] as const))('%s is accepted by its JSON Schema', (_file, { file, asContent }) => {
    const collection = schemaCollections.find((c) => c.files.some((g) => globMatches(g, asContent)))!;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const yaml = collection.frontmatter ? splitFrontmatter(text)!.yaml : text;
    expect(jsonSchemaErrors(jsonSchemaOf(collection), YAML.parse(yaml) ?? {})).toEqual([]);
  });
});

describe('what the editor underlines', () => {
  const officer = { name: 'Ada', title: 'President', section: 'executive', img: '/images/officers/ada.webp', biography: 'Ada.' };
  const event = { id: 1, name: 'Kick-off', date: '2025-02-13', details: 'Hello.', type: 'Social Event', images: ['/images/events/a.webp'] };
  const events = (e: object) => ({ banner: { src: '/images/events/banner.webp', alt: 'Banner' }, events: [{ ...event, ...e }] });

  it('a misspelt field, with the field named', () => {
    const { biography, ...rest } = officer;
    expect(jsonSchemaErrors(schemaOf('officers'), { officers: [{ ...rest, biograhpy: biography }] })).toEqual([
      'officers[0]: "biography" is missing',
      'officers[0]: "biograhpy" is not allowed',
    ]);
  });

  it('a date in another shape or month, or a time past 23:59, with the loader’s words; a real one with or without a time passes', () => {
    for (const date of ['13/02/2025', '2025-2-13', '2025-13-01', '2025-02-13T24:00', '2025-02-13 18:30'])
      expect(jsonSchemaErrors(schemaOf('events'), events({ date }))).toEqual([
        'events[0].date: expected a date written YYYY-MM-DD (optionally with a time, YYYY-MM-DDTHH:MM)',
      ]);
    for (const date of ['2025-02-13', '2025-02-13T18:30']) expect(jsonSchemaErrors(schemaOf('events'), events({ date }))).toEqual([]);
  });

  it('a value off the list, an image path without its "/", an address without https://', () => {
    expect(jsonSchemaErrors(schemaOf('officers'), { officers: [{ ...officer, section: 'Executive' }] })[0]).toMatch(
      /^officers\[0\]\.section: expected one of \["executive","leadership"\]/,
    );
    expect(jsonSchemaErrors(schemaOf('officers'), { officers: [{ ...officer, img: 'images/ada.webp' }] })).toEqual([
      'officers[0].img: expected a path under public/ starting with "/", e.g. /images/events/demo.webp',
    ]);
    expect(jsonSchemaErrors(schemaOf('officers'), { officers: [{ ...officer, linkedin: 'linkedin.com/in/ada' }] })).toEqual([
      'officers[0].linkedin: expected a full web address starting with https://',
    ]);
  });

  it('not what only content:check can tell: a missing image, a day that its month lacks', () => {
    expect(jsonSchemaErrors(schemaOf('events'), events({ date: '2025-02-30', images: ['/images/events/none.webp'] }))).toEqual([]);
  });

  it('a slide of an unknown type, and a module page field in the wrong place', () => {
    expect(jsonSchemaErrors(schemaOf('carousel'), { slides: [{ type: 'gif', title: 'A', description: 'B' }] })[0]).toMatch(
      /^slides\[0\]: matches none of its 2 forms/,
    );
    expect(jsonSchemaErrors(schemaOf('module'), { title: 'NumPy', tasks: [{ title: 'T', description: 'D', quizz: 'x' }] })).toEqual([
      'tasks[0]: "quizz" is not allowed',
    ]);
  });
});
