/**
 * The check of the saved-progress record (lib/record/record.ts), for local storage and the exported file.
 *
 * Checked by hand rather than with zod: this module reaches the browser with every members' page,
 * and zod (even `zod/mini`) would add several KB of gzipped JavaScript to each for ~60 lines of
 * checks (measured: docs/decisions/onboarding.md). The check is strict: a missing or unknown field,
 * or a value of the wrong kind, fails with the path of the first problem, so a stored record is
 * backed up and an imported file refused rather than half read.
 */
import { pagesMap, PROGRESS_VERSION, type PageProgress, type Pages, type ProgressData, type QuizResult, type UploadRecord } from './record';

/** Thrown inside the check with the path of the first problem and what was expected there. */
class SchemaProblem extends Error {}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (path: string, expected: string): never => {
  throw new SchemaProblem(`${path}: expected ${expected}`);
};

function record(v: unknown, path: string, required: readonly string[], optional: readonly string[] = []): Json {
  if (!isRecord(v)) fail(path, 'an object');
  const o = v as Json;
  for (const key of required) if (!(key in o)) fail(`${path}.${key}`, 'a value (it is missing)');
  for (const key of Object.keys(o))
    if (!required.includes(key) && !optional.includes(key)) fail(`${path}.${key}`, 'nothing (unknown field)');
  return o;
}
const str = (v: unknown, path: string) => (typeof v === 'string' ? v : fail(path, 'text'));
const bool = (v: unknown, path: string) => (typeof v === 'boolean' ? v : fail(path, 'true or false'));
const count = (v: unknown, path: string) =>
  Number.isInteger(v) && (v as number) >= 0 ? (v as number) : fail(path, 'a whole number, 0 or more');
const strings = (v: unknown, path: string) => (Array.isArray(v) ? v.map((s, i) => str(s, `${path}[${i}]`)) : fail(path, 'a list of texts'));
const date = (v: unknown, path: string) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : fail(path, 'a date and time'));

/**
 * `{ "<key>": item }`, keyed by task numbers (quizzes, and uploads saved before tasks had keys) or,
 * with `keys`, by a task's key too (its `id` or title); never by a name every object has.
 */
function byTask<T>(v: unknown, path: string, item: (v: unknown, path: string) => T, keys = false): Record<string, T> {
  const o = record(v, path, [], Object.keys(isRecord(v) ? v : {}));
  const fits = (k: string) => /^\d+$/.test(k) || (keys && k !== '' && !(k in Object.prototype));
  return Object.fromEntries(
    Object.entries(o).map(([k, x]) =>
      fits(k) ? [k, item(x, `${path}.${k}`)] : fail(`${path}.${k}`, keys ? "a task number or a task's key" : 'a task number'),
    ),
  );
}

function quizResult(v: unknown, path: string): QuizResult {
  const o = record(v, path, ['correct', 'total', 'passed', 'quizKey'], ['answers', 'submittedAt']);
  const result: QuizResult = {
    correct: count(o.correct, `${path}.correct`),
    total: count(o.total, `${path}.total`),
    passed: bool(o.passed, `${path}.passed`),
    quizKey: str(o.quizKey, `${path}.quizKey`),
  };
  if (result.correct > result.total) fail(`${path}.correct`, `at most total (${result.total})`);
  if (o.answers !== undefined) result.answers = byTask(o.answers, `${path}.answers`, str);
  if (o.submittedAt !== undefined) result.submittedAt = date(o.submittedAt, `${path}.submittedAt`);
  return result;
}

function uploadRecord(v: unknown, path: string): UploadRecord {
  const o = record(v, path, ['count', 'names'], ['fullName', 'eid', 'uploadedAt']);
  const upload: UploadRecord = { count: count(o.count, `${path}.count`), names: strings(o.names, `${path}.names`) };
  if (o.fullName !== undefined) upload.fullName = str(o.fullName, `${path}.fullName`);
  if (o.eid !== undefined) upload.eid = str(o.eid, `${path}.eid`);
  if (o.uploadedAt !== undefined) upload.uploadedAt = date(o.uploadedAt, `${path}.uploadedAt`);
  return upload;
}

function pageProgress(v: unknown, path: string): PageProgress {
  const o = record(v, path, ['links', 'documents', 'videos', 'restricted', 'visited', 'quizzes', 'uploads']);
  return {
    links: strings(o.links, `${path}.links`),
    documents: strings(o.documents, `${path}.documents`),
    videos: strings(o.videos, `${path}.videos`),
    restricted: strings(o.restricted, `${path}.restricted`),
    visited: bool(o.visited, `${path}.visited`),
    quizzes: byTask(o.quizzes, `${path}.quizzes`, quizResult),
    uploads: byTask(o.uploads, `${path}.uploads`, uploadRecord, true),
  };
}

export type PagesCheck = { ok: true; pages: Pages } | { ok: false; problem: string };

/**
 * The schema of `pages` (what a member has done, per submodule page key). Names that every object
 * already has (`constructor`, `toString`, `__proto__`, ...) are refused: no submodule is called
 * that, and `__proto__` written into a plain object would change its prototype.
 */
export function checkPages(value: unknown, path = 'pages'): PagesCheck {
  try {
    const o = record(value, path, [], Object.keys(isRecord(value) ? value : {}));
    const keys = Object.keys(o);
    const reserved = keys.find((key) => key in Object.prototype);
    if (reserved !== undefined) fail(`${path}.${reserved}`, "a submodule's page key");
    return { ok: true, pages: pagesMap(keys.map((key) => [key, pageProgress(o[key], `${path}.${key}`)])) };
  } catch (e) {
    if (e instanceof SchemaProblem) return { ok: false, problem: e.message };
    throw e;
  }
}

export type StoredProgress = { status: 'empty' } | { status: 'ok'; data: ProgressData } | { status: 'unreadable'; reason: string };

/**
 * Reads the stored record `{ state: { pages }, version }` (the shape zustand's persist wrote, kept
 * so earlier saves still load). Never throws: anything else is 'unreadable', with the reason.
 */
export function readProgress(raw: string | null | undefined): StoredProgress {
  if (raw === null || raw === undefined || raw === '') return { status: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'unreadable', reason: 'not JSON' };
  }
  if (!isRecord(value) || !isRecord(value.state)) return { status: 'unreadable', reason: 'another shape' };
  if (value.version !== PROGRESS_VERSION) return { status: 'unreadable', reason: `version ${String(value.version)}` };
  const checked = checkPages(value.state.pages, 'state.pages');
  return checked.ok ? { status: 'ok', data: { pages: checked.pages } } : { status: 'unreadable', reason: checked.problem };
}

/** What the store writes. */
export const storedProgress = (pages: Pages) => JSON.stringify({ state: { pages }, version: PROGRESS_VERSION });
