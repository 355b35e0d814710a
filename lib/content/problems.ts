/**
 * How a content problem is told to an education officer: the file, the field path, the line where
 * it can be found, what was expected, and a suggestion when a slip is likely ('Did you mean ...?').
 * The zod issues of a schema are put in these words here; lib/content/core.ts reads the files.
 */
import type { z } from 'zod';
import { editDistance } from '@/lib/editDistance';
import { plural } from '@/lib/text/plural';

export type ContentProblem = {
  /** Path relative to the project, e.g. `content/events.yaml`. */
  file: string;
  /** Field path in officer notation, e.g. `events[2].date`; empty for the whole file. */
  field: string;
  /** 1-based line in the file, when it can be found. */
  line?: number;
  message: string;
  /**
   * A suggestion shown after the message ('Did you mean "description"?'): the message says what is
   * wrong, the hint guesses what was meant. Tests pin both.
   */
  hint?: string;
  /** The id of the content rule that found it (`NTC007`, lib/content/rules/index.ts), shown before the field. */
  rule?: string;
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
  const rule = p.rule ? `${p.rule} ` : '';
  return p.field ? `${where}: ${rule}${p.field}: ${p.message}` : `${where}: ${rule}${p.message}`;
}

/** What an officer sees (content:check, a failed build): the problem and its suggestion. */
export function formatProblemWithHint(p: ContentProblem): string {
  return p.hint ? `${formatProblem(p)}. ${p.hint}` : formatProblem(p);
}

/** The content folder: `content/` by default, a fixture tree when CONTENT_DIR is set (tests). */
/** `events[2].date` from zod's `['events', 2, 'date']`. */
export function fieldPath(p: readonly PropertyKey[]): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join('');
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

type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: unknown) => (schema as { _zod?: { def?: SchemaDef } })?._zod?.def;

/** The schemas at a path of a schema (one per shape a union allows there), as declared, wrappers kept. */
function schemasAt(schema: unknown, at: readonly PropertyKey[]): unknown[] {
  if (at.length === 0) return [schema];
  const def = defOf(schema);
  if (!def) return [];
  if (def.innerType) return schemasAt(def.innerType, at);
  if (def.type === 'pipe') return schemasAt(defOf(def.in)?.type === 'transform' ? def.out : def.in, at);
  if (def.options) return def.options.flatMap((o) => schemasAt(o, at));
  if (def.type === 'array' && typeof at[0] === 'number') return schemasAt(def.element, at.slice(1));
  if (def.type === 'object' && def.shape && def.shape[String(at[0])]) return schemasAt(def.shape[String(at[0])], at.slice(1));
  return [];
}

/** The group of fields a schema is, through its wrappers (optional, default, a pipe, a union's shapes). */
function shapesOf(schema: unknown): Array<Record<string, z.ZodType>> {
  const def = defOf(schema);
  if (!def) return [];
  if (def.innerType) return shapesOf(def.innerType);
  if (def.type === 'pipe') return shapesOf(defOf(def.in)?.type === 'transform' ? def.out : def.in);
  if (def.options) return def.options.flatMap(shapesOf);
  return def.type === 'object' && def.shape ? [def.shape] : [];
}

/** The field names a schema allows at a path (for a group of fields), so an unknown one can be matched to them. */
export function allowedFieldsAt(schema: z.ZodType, at: readonly PropertyKey[]): string[] {
  return [...new Set(schemasAt(schema, at).flatMap(shapesOf).flatMap(Object.keys))];
}

/**
 * The line to add for a missing field, e.g. `title: Your title`: the example its description gives
 * ("e.g. softwareB1"), else a value of its type; where it goes, by how deep it sits.
 */
function missingFieldHint(schema: z.ZodType, issue: z.core.$ZodIssue & { expected?: string }): string | undefined {
  const key = issue.path.at(-1);
  if (typeof key !== 'string') return undefined;
  const description = (schemasAt(schema, issue.path)[0] as { description?: string } | undefined)?.description ?? '';
  const written = /\be\.g\.,? '?([^';]+?)'?(?:[.;,] |\.?$)/.exec(description)?.[1];
  // A value YAML would read otherwise ('Block 1: General Skills') goes in quotes.
  const given = written && /: |^[[\]{}&*!|>%@`'"-]/.test(written) ? `"${written}"` : written;
  const text = given ?? (/url|link|href/i.test(key) ? 'https://' : `Your ${key}`);
  const example: Record<string, string> = { string: text, number: given ?? '1', int: given ?? '1', boolean: 'true' };
  const where =
    issue.path.length === 1
      ? 'on a line of its own with no spaces before it, beside the other top-level fields'
      : `under ${fieldPath(issue.path.slice(0, -1))}, lined up with its other fields`;
  const line = example[issue.expected ?? ''];
  if (line === 'https://') return `Add a line "${key}: " and the full address, starting with https://, ${where}`;
  if (line !== undefined) return `Add a line such as "${key}: ${line}" ${where}`;
  const under =
    issue.expected === 'array' ? 'its items below it, each on a line starting with "- "' : 'its fields below it, indented 2 more';
  return `Add a line "${key}:" ${where}, and ${under}`;
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
      if (issue.origin === 'array') return `needs at least ${plural(Number(issue.minimum), 'item')}`;
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      if (issue.format === 'url') return `expected a full web address starting with https://, got ${describeValue(input)}`;
      // A pattern's own message (the quiz id's) says what to write; zod's default names the regex.
      if (issue.format === 'regex' && issue.message && !/^Invalid/.test(issue.message))
        return `${issue.message}, got ${describeValue(input)}`;
      return `expected ${issue.format} format, got ${describeValue(input)}`;
    case 'invalid_union':
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : `does not match any allowed shape, got ${describeValue(input)}`;
    default:
      return issue.message;
  }
}

/**
 * A suggestion for a slip: the field an unknown one was probably meant to be (or the fields allowed
 * there), the allowed value closest to a wrong one.
 */
export function issueHint(schema: z.ZodType, issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return missingFieldHint(schema, issue);
  if (issue.code === 'invalid_value') {
    const input = (issue as { input?: unknown }).input;
    const words = issue.values.filter((v): v is string => typeof v === 'string');
    const close = typeof input === 'string' ? closestWord(input, words) : undefined;
    return close ? `Did you mean "${close}"? (letter case matters)` : undefined;
  }
  if (issue.code !== 'unrecognized_keys' || issue.keys.length !== 1) return undefined;
  const allowed = allowedFieldsAt(schema, issue.path);
  if (allowed.length === 0) return undefined;
  const close = closestWord(
    issue.keys[0],
    allowed.filter((k) => !issue.keys.includes(k)),
  );
  if (close) return `Did you mean "${close}"?`;
  return allowed.length <= 12 ? `Fields allowed here: ${allowed.join(', ')}` : undefined;
}

/** Runs several checks and gathers every ContentError instead of stopping at the first. */
export function collectProblems(checks: Array<() => unknown>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const check of checks) {
    try {
      check();
    } catch (e) {
      // A loader that builds on another (onboarding on blocks) rethrows its problems: list each once.
      if (e instanceof ContentError)
        problems.push(...e.problems.filter((p) => !problems.some((q) => formatProblem(q) === formatProblem(p))));
      else throw e;
    }
  }
  return problems;
}
