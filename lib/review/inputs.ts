/**
 * What an officer gives /review: files saved with 'Download my progress' and pasted report e-mails
 * (any text with 'Progress code:' lines, a whole mailbox too). Each becomes a member's progress or a
 * refusal with its reason; one unreadable input never hides the others.
 */
import { normalizeEid } from '@/lib/record/record';
import { CODE_REFUSALS, findProgressCodes, memberProgress, parseProgressCode, type MemberProgress } from '@/lib/progress/progressCode';
import { IMPORT_REFUSALS, parseProgressFile } from '@/lib/progress/progressFile';
import type { OutlineBlock } from '@/lib/progress/summary';

export type ReviewSource = { kind: 'file' | 'text'; name: string; text: string };
export type Refusal = { source: string; reason: string };
export type ReadInputs = { members: MemberProgress[]; refusals: Refusal[] };

export const REVIEW_REFUSALS = {
  notProgress: 'not a progress file',
  noCode: 'no progress code found',
  newer: CODE_REFUSALS.newer,
} as const;

/** The short reason the table lists for a file parseProgressFile refused. */
function fileReason(message: string): string {
  if (message === IMPORT_REFUSALS.newerVersion) return REVIEW_REFUSALS.newer;
  if (message === IMPORT_REFUSALS.notJson || message === IMPORT_REFUSALS.otherFormat || message === IMPORT_REFUSALS.tooLarge)
    return REVIEW_REFUSALS.notProgress;
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

function readCodes(source: ReviewSource, outline: readonly OutlineBlock[], out: ReadInputs) {
  const codes = findProgressCodes(source.text);
  if (codes.length === 0)
    out.refusals.push({ source: source.name, reason: source.kind === 'file' ? REVIEW_REFUSALS.notProgress : REVIEW_REFUSALS.noCode });
  codes.forEach((code, i) => {
    const checked = parseProgressCode(code, outline);
    if (checked.ok) out.members.push(checked.progress);
    else out.refusals.push({ source: codes.length > 1 ? `${source.name}, code ${i + 1}` : source.name, reason: checked.reason });
  });
}

export function readReviewInputs(sources: readonly ReviewSource[], outline: readonly OutlineBlock[], now: Date): ReadInputs {
  const out: ReadInputs = { members: [], refusals: [] };
  for (const source of sources) {
    const looksLikeJson = /^\s*\{/.test(source.text);
    // A saved e-mail (.eml, .txt) dropped as a file is read like pasted text.
    if (source.kind === 'text' || (!looksLikeJson && source.text.includes('Progress code:'))) {
      readCodes(source, outline, out);
      continue;
    }
    const checked = parseProgressFile(source.text, { outline, now });
    if (!checked.ok) {
      out.refusals.push({ source: source.name, reason: fileReason(checked.message) });
      continue;
    }
    const { eid, fullName, exportedAt, pages, team } = checked.file;
    out.members.push(memberProgress(outline, pages, { eid, fullName: nameOf(fullName, pages), reportedAt: exportedAt, team }));
  }
  return out;
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
