/**
 * The progress report a member e-mails to the onboarding address (or copies): plain text, ASCII
 * marks so it survives every mail client. Mail clients cut `mailto:` addresses longer than about
 * 2,000 characters, so the e-mail link is held under MAILTO_LIMIT: completed and untouched blocks
 * take one line each, blocks in progress list their submodules, and the detail shrinks step by
 * step (CUTS) only when the link would still be too long; a shortened body says so. The progress
 * code, the last line, is never cut: /review reads it.
 */
import { scoreText } from '@/lib/onboarding/quiz';
import { submoduleNumber } from '@/lib/onboarding/names';
import { localDate, localDateTime } from './dates';
import { PROGRESS_CODE_LABEL } from './progressCode';
import type { BlockSummary, ProgressSummary, UploadLine } from './summary';

export const MAILTO_LIMIT = 1800;

/** `code`: the progress code (lib/progress/progressCode), the body's last line, never shortened. */
export type ReportInput = { fullName: string; eid: string; summary: ProgressSummary; now: Date; code?: string };

const when = (iso: string | undefined) => (iso ? localDateTime(iso) : 'date not recorded');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const reportSubject = (fullName: string, eid: string) => `Onboarding progress: ${fullName} (${eid})`;

/**
 * The cuts that shorten the report, in the order they are made, each keeping the ones before: what
 * is complete shrinks before what is left, so an officer still reads what a member has to do.
 * - doneSubmodules: complete submodules of a block in progress go on its line ('done: 1.1, 1.2');
 * - fileNames: uploads lose their file names;
 * - passedQuizTimes: passed quizzes keep the date, not the time of day;
 * - doneUploadDates: blocks not in progress lose their last upload date;
 * - left: submodules still to do lose what is left in them;
 * - blockLines: blocks in progress take one line each, their uploads are not listed;
 * - quizTimes: every quiz keeps the date only.
 */
const CUTS = ['doneSubmodules', 'fileNames', 'passedQuizTimes', 'doneUploadDates', 'left', 'blockLines', 'quizTimes'] as const;
type Cut = (typeof CUTS)[number];
type Cuts = ReadonlySet<Cut>;
const NO_CUTS: Cuts = new Set();

function uploadsOf(block: BlockSummary, uploads: readonly UploadLine[], cuts: Cuts) {
  const mine = uploads.filter((u) => u.block === block.id);
  if (mine.length === 0) return '';
  const last = mine
    .map((u) => u.upload.uploadedAt ?? '')
    .sort()
    .at(-1);
  return `, ${plural(mine.length, 'upload', 'uploads')}${last && !cuts.has('doneUploadDates') ? ` (last ${localDate(new Date(last))})` : ''}`;
}

function blockLines(block: BlockSummary, uploads: readonly UploadLine[], cuts: Cuts): string[] {
  const head = `${block.name}: ${block.done} / ${block.total}`;
  const inProgress = !block.complete && block.started;
  if (!inProgress) return [`${head}${uploadsOf(block, uploads, cuts)}`];
  const done = block.submodules.filter((s) => s.complete).map((s) => submoduleNumber(s.key));
  const doneNote = done.length ? ` (done: ${done.join(', ')})` : '';
  if (cuts.has('blockLines')) return [`${head}${doneNote}`];
  const listed = cuts.has('doneSubmodules') ? block.submodules.filter((s) => !s.complete) : block.submodules;
  return [
    cuts.has('doneSubmodules') ? `${head}${doneNote}` : head,
    ...listed.map((s) => {
      const left = !s.complete && !cuts.has('left') ? `: ${s.left.join(', ')}` : '';
      return `  [${s.complete ? 'x' : ' '}] ${submoduleNumber(s.key)} ${s.title}${left}`;
    }),
  ];
}

/** The body without its progress code line. */
function reportLines({ fullName, eid, summary, now }: ReportInput, cuts: Cuts): string[] {
  const detailed = new Set(summary.blocks.filter((b) => !b.complete && b.started && !cuts.has('blockLines')).map((b) => b.id));
  const lines = [
    `Onboarding progress of ${fullName} (${eid}) on ${localDateTime(now)}`,
    '',
    `Submodules complete: ${summary.done} / ${summary.total}`,
  ];
  for (const b of summary.blocks) lines.push(...blockLines(b, summary.uploads, cuts));
  if (summary.quizzes.length) {
    lines.push('', 'Quizzes (last submission)');
    for (const q of summary.quizzes) {
      const stale = q.current ? '' : ' (the questions have changed since)';
      const dayOnly = cuts.has('quizTimes') || (q.passed && cuts.has('passedQuizTimes'));
      const date = !dayOnly
        ? when(q.result.submittedAt)
        : q.result.submittedAt
          ? localDate(new Date(q.result.submittedAt))
          : when(undefined);
      lines.push(
        `- ${q.title} (${q.blockShort}, ${q.submodule}): ${scoreText(q.result.correct, q.result.total)}, ${q.passed ? 'passed' : 'not passed'}, ${date}${stale}`,
      );
    }
  }
  const listed = summary.uploads.filter((u) => detailed.has(u.block));
  if (listed.length) {
    lines.push('', 'Uploads in blocks in progress (the files stay on my device)');
    for (const u of listed) {
      const names = !cuts.has('fileNames') ? ` (${u.upload.names.join(', ')})` : '';
      lines.push(
        `- ${u.blockShort}, ${u.submodule} ${u.taskTitle}: ${plural(u.upload.count, 'file', 'files')}${names}, ${when(u.upload.uploadedAt)}`,
      );
    }
  }
  return lines;
}

const codeLines = (code: string | undefined) => (code ? ['', `${PROGRESS_CODE_LABEL} ${code}`] : []);

export function reportText(input: ReportInput, cuts: Cuts = NO_CUTS): string {
  return [...reportLines(input, cuts), ...codeLines(input.code)].join('\n');
}

export const mailtoHref = (email: string, subject: string, body: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** Said in every body that had to be shortened, under its first line, so nobody takes it for the whole. */
export const SHORTENED_NOTE = 'Shortened to fit an e-mail: the full report is in the file from "Download my progress"';
const withNote = (lines: readonly string[], code?: string) =>
  [lines[0], '', SHORTENED_NOTE, ...lines.slice(1), ...codeLines(code)].join('\n');

/** The e-mail link with the most detail that fits MAILTO_LIMIT, and the body it carries. */
export function reportMailto(email: string, input: ReportInput): { href: string; body: string } {
  const subject = reportSubject(input.fullName, input.eid);
  const fits = (body: string) => mailtoHref(email, subject, body).length < MAILTO_LIMIT;
  const full = reportText(input);
  if (fits(full)) return { href: mailtoHref(email, subject, full), body: full };
  for (let n = 1; n <= CUTS.length; n++) {
    const body = withNote(reportLines(input, new Set(CUTS.slice(0, n))), input.code);
    if (fits(body)) return { href: mailtoHref(email, subject, body), body };
  }
  // Still too long (a curriculum far larger than today's): cut whole lines from the end, above the code.
  const lines = reportLines(input, new Set(CUTS));
  while (lines.length > 1 && !fits(withNote(lines, input.code))) lines.pop();
  const body = withNote(lines, input.code);
  return { href: mailtoHref(email, subject, body), body };
}
