/**
 * What an officer gives /review: files saved with 'Download my progress' and pasted report e-mails
 * (any text with 'Progress code:' lines, a whole mailbox too). Each becomes a member's progress or a
 * refusal with its reason; one unreadable input never hides the others.
 *
 * Giving and reading are two steps: reviewInputs turns what was given into ReviewInputs (a file's
 * text, a code's pieces with the member its report names), which the kept table stores; readInputs
 * reads them against the outline of today, again on every visit, so a curriculum or reader that
 * changed since never loses what the officer gave.
 */
import { normalizeEid } from '@/lib/record/record';
import { CODE_REFUSALS, memberProgress, type MemberProgress } from '@/lib/progress/progressCode';
import { IMPORT_REFUSALS, MAX_IMPORT_BYTES, parseProgressFile } from '@/lib/progress/progressFile';
import type { OutlineBlock } from '@/lib/progress/summary';
import { memberInCode } from './codeMember';
import { findProgressCodes, MAX_CODE_LENGTH, readFoundCode } from './findCodes';

export type ReviewSource = { kind: 'file' | 'text'; name: string; text: string };
/** `source` names the input in a refusal ('ada.json', 'Pasted text, code 2'). */
export type ReviewInput =
  | { kind: 'file'; source: string; text: string }
  | { kind: 'code'; source: string; pieces: string[]; name?: string; eid?: string }
  | { kind: 'refused'; source: string; reason: string };
export type Refusal = { source: string; reason: string };
export type ReadInputs = { members: MemberProgress[]; refusals: Refusal[] };

export const REVIEW_REFUSALS = {
  notProgress: 'not a progress file',
  tooLarge: 'too large (over 1 MB)',
  noCode: 'no progress code found',
  newer: CODE_REFUSALS.newer,
} as const;

/** The short reason the table lists for a file parseProgressFile refused. */
function fileReason(message: string): string {
  if (message === IMPORT_REFUSALS.newerVersion) return REVIEW_REFUSALS.newer;
  if (message === IMPORT_REFUSALS.tooLarge) return REVIEW_REFUSALS.tooLarge;
  if (message === IMPORT_REFUSALS.notJson || message === IMPORT_REFUSALS.otherFormat) return REVIEW_REFUSALS.notProgress;
  const detail = /\((.*)\)\.$/.exec(message)?.[1];
  return detail ? `damaged file (${detail})` : 'damaged file';
}

/** The name in the file, else the one given with its latest upload. */
function nameOf(fullName: string | undefined, pages: Parameters<typeof memberProgress>[1]): string {
  if (fullName) return fullName;
  const uploads = Object.values(pages)
    .flatMap((p) => Object.values(p.uploads))
    .filter((u) => u.fullName);
  return uploads.sort((a, b) => (a.uploadedAt ?? '').localeCompare(b.uploadedAt ?? '')).at(-1)?.fullName ?? '';
}

const refused = (source: string, reason: string): ReviewInput => ({ kind: 'refused', source, reason });

/**
 * Over the import limit (1 MB, as for a progress file), in UTF-8 as a file is measured. Reading is
 * linear in the text, so the limit keeps a paste's time and the table's size bounded, not safe.
 */
export function tooLarge(text: string): boolean {
  if (text.length * 3 <= MAX_IMPORT_BYTES) return false; // no character takes more than 3 bytes per UTF-16 unit
  return text.length > MAX_IMPORT_BYTES || new TextEncoder().encode(text).length > MAX_IMPORT_BYTES;
}

/** What each source holds, in order: a file's text, each code found in a text, or why there is nothing to read. */
export function reviewInputs(sources: readonly ReviewSource[]): ReviewInput[] {
  return sources.flatMap((source): ReviewInput[] => {
    if (tooLarge(source.text)) return [refused(source.name, REVIEW_REFUSALS.tooLarge)];
    const looksLikeJson = /^\s*\{/.test(source.text);
    // A saved e-mail (.eml, .txt) dropped as a file is read like pasted text.
    if (source.kind === 'file' && (looksLikeJson || !source.text.includes('Progress code:')))
      return [looksLikeJson ? { kind: 'file', source: source.name, text: source.text } : refused(source.name, REVIEW_REFUSALS.notProgress)];
    const codes = findProgressCodes(source.text);
    if (codes.length === 0) return [refused(source.name, source.kind === 'file' ? REVIEW_REFUSALS.notProgress : REVIEW_REFUSALS.noCode)];
    return codes.map((c, i) => ({ kind: 'code', source: codes.length > 1 ? `${source.name}, code ${i + 1}` : source.name, ...c }));
  });
}

/** 'Pasted text, code 4 (Ada Test, at1234)': the member a refused code's report names, when it does. */
const named = (source: string, who: { name?: string; eid?: string }) => {
  const parts = [who.name, who.eid].filter(Boolean);
  return parts.length ? `${source} (${parts.join(', ')})` : source;
};

/**
 * Reads what was given against today's outline. `inputs` comes back with each code that read
 * carrying its member's name and EID, so the kept table can still name it if a later curriculum
 * cannot read it.
 */
export function readInputs(
  given: readonly ReviewInput[],
  outline: readonly OutlineBlock[],
  now: Date,
): ReadInputs & { inputs: ReviewInput[] } {
  const out: ReadInputs & { inputs: ReviewInput[] } = { members: [], refusals: [], inputs: [] };
  for (const input of given) {
    out.inputs.push(input);
    if (input.kind === 'refused') {
      out.refusals.push({ source: input.source, reason: input.reason });
      continue;
    }
    if (input.kind === 'code') {
      const { code, check } = readFoundCode(input.pieces, outline);
      if (check.ok) {
        out.members.push(check.progress);
        out.inputs[out.inputs.length - 1] = { ...input, name: check.progress.fullName || input.name, eid: check.progress.eid };
      } else {
        // The report's own lines first; a code made for another curriculum still carries whose it is.
        const inCode = code.length <= MAX_CODE_LENGTH ? memberInCode(code) : {};
        out.refusals.push({
          source: named(input.source, { name: input.name ?? inCode.name, eid: input.eid ?? inCode.eid }),
          reason: check.reason,
        });
      }
      continue;
    }
    const checked = parseProgressFile(input.text, { outline, now });
    if (!checked.ok) {
      const reason = fileReason(checked.message);
      out.refusals.push({ source: input.source, reason });
      // The kept table keeps that a file was refused and why, not the file (up to 1 MB each, against a 5 MB storage).
      out.inputs[out.inputs.length - 1] = refused(input.source, reason);
      continue;
    }
    const { eid, fullName, exportedAt, pages, team } = checked.file;
    out.members.push(memberProgress(outline, pages, { eid, fullName: nameOf(fullName, pages), reportedAt: exportedAt, team }));
  }
  return out;
}

/** Gives the page back to the browser between two steps of reading (lib/store/review passes the browser's own). */
export type Pause = () => Promise<void>;

/** Longer than a frame, well under the 200 ms after which a page feels stuck. */
const STEP_MS = 40;

/**
 * readInputs in steps of about STEP_MS each (`stepMs`), pausing between them, so a page that reads
 * thousands of reports (1 MB of codes, a kept table) keeps answering. `step` hears how far it has
 * come, and what each step read (to make the table's rows as it goes). What it returns is what
 * readInputs returns for all of them at once.
 */
export async function readInputsInSteps(
  given: readonly ReviewInput[],
  outline: readonly OutlineBlock[],
  now: Date,
  { pause, step, stepMs = STEP_MS }: { pause: Pause; step?: (read: ReadInputs, done: number) => void; stepMs?: number },
): Promise<ReadInputs & { inputs: ReviewInput[] }> {
  const out: ReadInputs & { inputs: ReviewInput[] } = { members: [], refusals: [], inputs: [] };
  let done = 0;
  while (done < given.length) {
    const started = performance.now();
    const read: ReadInputs = { members: [], refusals: [] };
    do {
      const one = readInputs([given[done]], outline, now);
      read.members.push(...one.members);
      read.refusals.push(...one.refusals);
      out.inputs.push(...one.inputs);
      done += 1;
    } while (done < given.length && performance.now() - started < stepMs);
    out.members.push(...read.members);
    out.refusals.push(...read.refusals);
    step?.(read, done);
    if (done < given.length) await pause();
  }
  return out;
}

export function readReviewInputs(sources: readonly ReviewSource[], outline: readonly OutlineBlock[], now: Date): ReadInputs {
  const { members, refusals } = readInputs(reviewInputs(sources), outline, now);
  return { members, refusals };
}

/**
 * One member per EID (case and spaces ignored): the newest report wins (a name missing from it is
 * taken from an older one); `reports` counts the different reports given (the same one twice is one).
 */
export function newestPerMember(members: readonly MemberProgress[]): Array<{ progress: MemberProgress; reports: number }> {
  const byEid = new Map<string, { progress: MemberProgress; times: Set<string> }>();
  for (const m of members) {
    const key = normalizeEid(m.eid);
    const seen = byEid.get(key);
    if (!seen) {
      byEid.set(key, { progress: m, times: new Set([m.reportedAt]) });
      continue;
    }
    const [newer, older] = Date.parse(m.reportedAt) > Date.parse(seen.progress.reportedAt) ? [m, seen.progress] : [seen.progress, m];
    seen.progress = { ...newer, fullName: newer.fullName || older.fullName };
    seen.times.add(m.reportedAt);
  }
  return [...byEid.values()].map(({ progress, times }) => ({ progress, reports: times.size }));
}
