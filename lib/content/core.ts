/**
 * Shared machinery for every content loader: where content lives, how a YAML or frontmatter file
 * is parsed and validated, and how a problem is reported to an education officer.
 *
 * Every problem names the file, the field path, the line where we can find it, and what was
 * expected, so that `npm run build` and `npm run content:check` stop with a message a student who
 * is not a web developer can act on. Nothing here falls back silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML, { LineCounter, isNode, type Document } from 'yaml';
import type { z } from 'zod';
import { editDistance } from '../editDistance';
import { explainYamlError } from './yamlErrors';

export type ContentProblem = {
  /** Path relative to the project, e.g. `content/events.yaml`. */
  file: string;
  /** Field path in officer notation, e.g. `events[2].date`; empty for the whole file. */
  field: string;
  /** 1-based line in the file, when it can be found. */
  line?: number;
  message: string;
  /**
   * A suggestion shown after the message ('Did you mean "description"?'). Kept apart from the
   * message so tests that pin a message do not change when a suggestion gets smarter.
   */
  hint?: string;
};

export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(problems.map(formatProblemWithHint).join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  return p.field ? `${where}: ${p.field}: ${p.message}` : `${where}: ${p.message}`;
}

/** What an officer sees (content:check, a failed build): the problem and its suggestion. */
export function formatProblemWithHint(p: ContentProblem): string {
  return p.hint ? `${formatProblem(p)}. ${p.hint}` : formatProblem(p);
}

/** The content folder: `content/` by default, a fixture tree when CONTENT_DIR is set (tests). */
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

/** `events[2].date` from zod's `['events', 2, 'date']`. */
export function fieldPath(p: readonly PropertyKey[]): string {
  return p
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`))
    .join('');
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return value === '' ? 'an empty text' : `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return `${typeof value} ${String(value)}`;
}

const typeWords: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields',
  date: 'a date (YYYY-MM-DD)',
};

/** The allowed word closest to what was written, when it is close enough to be a slip. */
export function closestWord(written: string, allowed: readonly string[]): string | undefined {
  const lower = written.toLowerCase();
  let best: { word: string; d: number } | undefined;
  for (const word of allowed) {
    const d = word.toLowerCase() === lower ? 0 : editDistance(lower, word.toLowerCase());
    if (!best || d < best.d) best = { word, d };
  }
  return best && best.d <= Math.max(2, Math.floor(written.length / 3)) ? best.word : undefined;
}

type SchemaDef = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: unknown) => (schema as { _zod?: { def?: SchemaDef } })?._zod?.def;

/** The field names a schema allows at a path (for a group of fields), so an unknown one can be matched to them. */
export function allowedFieldsAt(schema: z.ZodType, at: readonly PropertyKey[]): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, rest: readonly PropertyKey[]) => {
    const def = defOf(node);
    if (!def) return;
    if (def.innerType) return walk(def.innerType, rest);
    if (def.type === 'pipe') return walk(defOf(def.in)?.type === 'transform' ? def.out : def.in, rest);
    if (def.options) return def.options.forEach((o) => walk(o, rest));
    if (def.type === 'array' && typeof rest[0] === 'number') return walk(def.element, rest.slice(1));
    if (def.type === 'object' && def.shape) {
      if (rest.length === 0) Object.keys(def.shape).forEach((k) => found.add(k));
      else walk(def.shape[String(rest[0])], rest.slice(1));
    }
  };
  walk(schema, at);
  return [...found];
}

/** Turns one zod issue into an officer-readable sentence. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return `is missing: expected ${typeWords[issue.expected] ?? issue.expected}`;
      return `expected ${typeWords[issue.expected] ?? issue.expected}, got ${describeValue(input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: check the spelling, or remove ${issue.keys.length > 1 ? 'them' : 'it'}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(input)}`;
    case 'too_small':
      if (issue.origin === 'string') return `must not be empty`;
      if (issue.origin === 'array') return `needs at least ${String(issue.minimum)} item${Number(issue.minimum) === 1 ? '' : 's'}`;
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      if (issue.format === 'url') return `expected a full web address starting with https://, got ${describeValue(input)}`;
      // A pattern's own message (the quiz id's) says what to write; zod's default names the regex.
      if (issue.format === 'regex' && issue.message && !/^Invalid/.test(issue.message)) return `${issue.message}, got ${describeValue(input)}`;
      return `expected ${issue.format} format, got ${describeValue(input)}`;
    case 'invalid_union':
      return issue.message && issue.message !== 'Invalid input' ? issue.message : `does not match any allowed shape, got ${describeValue(input)}`;
    default:
      return issue.message;
  }
}

/** Finds the line of a field in a parsed YAML document, walking up to the nearest existing parent. */
export function lineOf(doc: Document | undefined, counter: LineCounter | undefined, p: readonly PropertyKey[], lineOffset = 0): number | undefined {
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
  return { data: doc.toJS(), doc, counter };
}

/** Validates data against a schema; every issue becomes a ContentProblem with file, field and line. */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  parsed?: Pick<ParsedYaml, 'doc' | 'counter'>,
  lineOffset = 0,
): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  throw new ContentError(
    result.error.issues.map((issue) => {
      const extra = issue.code === 'unrecognized_keys' && issue.keys.length ? [issue.keys[0]] : [];
      return {
        file,
        field: fieldPath(issue.path),
        line: lineOf(parsed?.doc, parsed?.counter, [...issue.path, ...extra], lineOffset),
        message: describeIssue(issue),
        ...optionalHint(issueHint(schema, issue)),
      };
    }),
  );
}

const optionalHint = (hint: string | undefined) => (hint ? { hint } : {});

/**
 * A suggestion for a slip: the field an unknown one was probably meant to be (or the fields allowed
 * there), the allowed value closest to a wrong one.
 */
export function issueHint(schema: z.ZodType, issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_value') {
    const input = (issue as { input?: unknown }).input;
    const words = issue.values.filter((v): v is string => typeof v === 'string');
    const close = typeof input === 'string' ? closestWord(input, words) : undefined;
    return close ? `Did you mean "${close}"? (letter case matters)` : undefined;
  }
  if (issue.code !== 'unrecognized_keys' || issue.keys.length !== 1) return undefined;
  const allowed = allowedFieldsAt(schema, issue.path);
  if (allowed.length === 0) return undefined;
  const close = closestWord(issue.keys[0], allowed.filter((k) => !issue.keys.includes(k)));
  if (close) return `Did you mean "${close}"?`;
  return allowed.length <= 12 ? `Fields allowed here: ${allowed.join(', ')}` : undefined;
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

/** Runs several checks and gathers every ContentError instead of stopping at the first. */
export function collectProblems(checks: Array<() => unknown>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const check of checks) {
    try {
      check();
    } catch (e) {
      // A loader that builds on another (onboarding on blocks) rethrows its problems: list each once.
      if (e instanceof ContentError) problems.push(...e.problems.filter((p) => !problems.some((q) => formatProblem(q) === formatProblem(p))));
      else throw e;
    }
  }
  return problems;
}

/** True when `public/<src>` exists; image paths in content are checked with it. */
export function publicFileExists(src: string): boolean {
  const clean = src.split(/[?#]/)[0];
  return fs.existsSync(path.join(process.cwd(), 'public', clean));
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
