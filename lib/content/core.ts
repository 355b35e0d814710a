/**
 * Shared machinery for every content loader: where content lives, how a YAML or frontmatter file
 * is parsed and validated, and how loaders are cached. How a problem is worded for an education
 * officer is lib/content/problems.ts.
 *
 * Every problem names the file, the field path, the line where we can find it, and what was
 * expected, so that `npm run build` and `npm run content:check` stop with a message a student who
 * is not a web developer can act on. Nothing here falls back silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML, { LineCounter, isNode, type Document } from 'yaml';
import type { z } from 'zod';
import { explainYamlError } from './yamlErrors';
import { typographicValues } from './yamlQuotes';
import { ContentError } from './problems';
import { runRules } from './rules/rule';
import { contentSchema } from './rules/schema/contentSchema';

export function contentRoot(): string {
  return path.resolve(process.cwd(), process.env.CONTENT_DIR || 'content');
}

/** A project-relative path for messages: `content/site.yaml`, not `/home/.../content/site.yaml`. */
export function displayPath(absolute: string): string {
  return path.relative(process.cwd(), absolute).split(path.sep).join('/');
}

export function contentPath(...parts: string[]): string {
  return path.join(contentRoot(), ...parts);
}

/** Finds the line of a field in a parsed YAML document, walking up to the nearest existing parent. */
export function lineOf(
  doc: Document | undefined,
  counter: LineCounter | undefined,
  p: readonly PropertyKey[],
  lineOffset = 0,
): number | undefined {
  if (!doc || !counter) return undefined;
  for (let n = p.length; n >= 0; n--) {
    const node = doc.getIn(p.slice(0, n) as unknown[], true);
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line + lineOffset;
  }
  return undefined;
}

export type ParsedYaml = { data: unknown; doc: Document; counter: LineCounter };

/** Parses YAML text; syntax errors (bad indentation, a missing colon) become ContentErrors with a line. */
export function parseYamlText(text: string, file: string, lineOffset = 0): ParsedYaml {
  const counter = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    // One sentence for the first error: the library's later ones are nearly always its echo.
    const slip = explainYamlError(text, doc.errors[0], lineOffset);
    throw new ContentError([{ file, field: '', line: slip.line, message: slip.message }]);
  }
  const quotes = typographicValues(doc, counter);
  if (quotes.length > 0)
    throw new ContentError(
      quotes.map(({ line, message }) => ({
        file,
        field: '',
        line: line + lineOffset,
        message: message.replace(/^line \d+/, `line ${line + lineOffset}`),
      })),
    );
  return { data: doc.toJS(), doc, counter };
}

/**
 * Validates data against a schema; every issue becomes a ContentProblem with file, field and line,
 * marked with the schema rule's id (rules/schema/contentSchema.ts).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  parsed?: Pick<ParsedYaml, 'doc' | 'counter'>,
  lineOffset = 0,
): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const lineOfPath = (p: readonly PropertyKey[]) => lineOf(parsed?.doc, parsed?.counter, p, lineOffset);
  throw new ContentError(runRules([contentSchema], { schema, issues: result.error.issues, file, lineOf: lineOfPath }));
}

/** A validated YAML file with its shown path and the line of any field in it. */
export type ReadYaml<T> = { data: T; file: string; at: (p: readonly PropertyKey[]) => number | undefined };

/** Reads `content/<relative>` (or the CONTENT_DIR equivalent), parses YAML and validates it, keeping the lines. */
export function readYamlFile<S extends z.ZodType>(relative: string, schema: S): ReadYaml<z.output<S>> {
  const absolute = contentPath(relative);
  const file = displayPath(absolute);
  if (!fs.existsSync(absolute)) {
    throw new ContentError([{ file, field: '', message: 'the file is missing: it must exist for the site to build' }]);
  }
  const parsed = parseYamlText(fs.readFileSync(absolute, 'utf8'), file);
  return { data: validate(schema, parsed.data, file, parsed), file, at: (p) => lineOf(parsed.doc, parsed.counter, p) };
}

/** Reads `content/<relative>` (or the CONTENT_DIR equivalent), parses YAML and validates it. */
export function loadYamlFile<S extends z.ZodType>(relative: string, schema: S): z.output<S> {
  return readYamlFile(relative, schema).data;
}

/**
 * The folder of the site's files: public/, or PUBLIC_DIR, which the unit tests point at the fixture
 * content's pictures (e2e/public) as CONTENT_DIR points at its texts.
 */
export function publicFolder(): string {
  return path.resolve(process.cwd(), process.env.PUBLIC_DIR || 'public');
}

/** True when `public/<src>` exists; image paths in content are checked with it. */
export function publicFileExists(src: string): boolean {
  const clean = src.split(/[?#]/)[0];
  return fs.existsSync(path.join(publicFolder(), clean));
}

/** Memoises a loader per content root, so a build reads each file once but tests can switch roots. */
export function cached<T>(load: () => T): () => T {
  const cache = new Map<string, T>();
  return () => {
    // In `next dev` officers expect an edited file to show on reload: never cache there.
    if (process.env.NODE_ENV === 'development') return load();
    const key = contentRoot();
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key)!;
  };
}

/** The files under `dir` whose names match `name`, at any depth, hidden ones left out, in name order. */
export function filesUnder(dir: string, name: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name), name) : name.test(e.name) ? [path.join(dir, e.name)] : []));
}
