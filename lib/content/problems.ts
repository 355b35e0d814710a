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
