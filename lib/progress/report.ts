/**
 * The progress report a member e-mails to the onboarding address (or copies): plain text, ASCII
 * marks so it survives every mail client. Mail clients cut `mailto:` addresses longer than about
 * 2,000 characters, so the e-mail link is held under MAILTO_LIMIT: completed and untouched blocks
 * take one line each, blocks in progress list their submodules, and the detail shrinks step by
 * step (CUTS), finished detail first, only when the link would still be too long; a shortened body
 * says so. The progress code, the last line, is never cut: /review reads it.
 */
import { quizResultText } from '@/lib/onboarding/quiz';
import { submoduleNumber } from '@/lib/onboarding/names';
import { plural } from '@/lib/text/plural';
import { localDate, localDateTime } from './dates';
import { PROGRESS_CODE_LABEL } from './progressCode';
import type { BlockSummary, ProgressSummary, UploadLine } from './summary';

export const MAILTO_LIMIT = 1800;

/** `code`: the progress code (lib/progress/progressCode), the body's last line, never shortened. */
export type ReportInput = { fullName: string; eid: string; summary: ProgressSummary; now: Date; code?: string };

const when = (iso: string | undefined) => (iso ? localDateTime(iso) : 'date not recorded');

export const reportSubject = (fullName: string, eid: string) => `Onboarding progress: ${fullName} (${eid})`;

/**
 * The cuts that shorten the report, in the order they are made, each keeping the ones before. What
 * is finished goes first, what the member has left last; no cut takes the uploads count or the list
 * of what is left in the current block (currentBlock), and when whole lines must go, theirs go last.
 * - doneSubmodules: complete submodules of a block in progress go on its line ('done: 1.1, 1.2');
 * - passedQuizTimes: passed quizzes keep the date, not the time of day;
 * - doneUploadDates: blocks not in progress (so complete) lose their last upload date;
 * - fileNames: uploads lose their file names;
 * - quizTimes: every quiz keeps the date only;
 * - otherLeft: submodules to do in the other blocks in progress lose what is left in them;
 * - otherBlockLines: the other blocks in progress take one line each, with their uploads count;
 * - uploadLines: the uploads are counted, on a line of their own and on their block's line, not listed.
 */
const CUTS = [
  'doneSubmodules',
  'passedQuizTimes',
  'doneUploadDates',
  'fileNames',
  'quizTimes',
  'otherLeft',
  'otherBlockLines',
  'uploadLines',
] as const;
type Cut = (typeof CUTS)[number];
type Cuts = ReadonlySet<Cut>;
const NO_CUTS: Cuts = new Set();

/** A line of the body; `kept` lines are the last a body too long for every cut loses. */
type Line = { text: string; kept?: boolean };

const inProgress = (block: BlockSummary) => !block.complete && block.started;

/**
 * The block the member is working in: of the blocks in progress, the one with the latest quiz or
 * upload (a visit has no date), else the first.
 */
export function currentBlock(summary: ProgressSummary): string | undefined {
  const open = new Set(summary.blocks.filter(inProgress).map((b) => b.id));
  const dated = [
    ...summary.quizzes.map((q) => ({ block: q.block, at: q.result.submittedAt })),
    ...summary.uploads.map((u) => ({ block: u.block, at: u.upload.uploadedAt })),
  ].filter((d): d is { block: string; at: string } => open.has(d.block) && d.at !== undefined);
  const latest = dated.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0];
  return latest?.block ?? summary.blocks.find(inProgress)?.id;
}

/** Whether a block in progress lists its submodules (and its uploads, unless those are only counted). */
const detailed = (block: BlockSummary, current: string | undefined, cuts: Cuts) =>
  inProgress(block) && (block.id === current || !cuts.has('otherBlockLines'));

function uploadsOf(block: BlockSummary, uploads: readonly UploadLine[], cuts: Cuts) {
  const mine = uploads.filter((u) => u.block === block.id);
  if (mine.length === 0) return '';
  const last = mine
    .map((u) => u.upload.uploadedAt ?? '')
    .sort()
    .at(-1);
  return `, ${plural(mine.length, 'upload')}${last && !cuts.has('doneUploadDates') ? ` (last ${localDate(new Date(last))})` : ''}`;
}

function blockLines(block: BlockSummary, uploads: readonly UploadLine[], current: string | undefined, cuts: Cuts): Line[] {
  const head = `${block.name}: ${block.done} / ${block.total}`;
  if (!inProgress(block)) return [{ text: `${head}${uploadsOf(block, uploads, cuts)}` }];
  const done = block.submodules.filter((s) => s.complete).map((s) => submoduleNumber(s.key));
  const doneNote = done.length ? ` (done: ${done.join(', ')})` : '';
  if (!detailed(block, current, cuts)) return [{ text: `${head}${doneNote}${uploadsOf(block, uploads, cuts)}` }];
  const isCurrent = block.id === current;
  const counted = cuts.has('uploadLines') ? uploadsOf(block, uploads, cuts) : '';
  const listed = cuts.has('doneSubmodules') ? block.submodules.filter((s) => !s.complete) : block.submodules;
  const showLeft = isCurrent || !cuts.has('otherLeft');
  return [
    { text: `${head}${cuts.has('doneSubmodules') ? doneNote : ''}${counted}`, kept: isCurrent },
    ...listed.map((s) => {
      const left = !s.complete && showLeft ? `: ${s.left.join(', ')}` : '';
      return { text: `  [${s.complete ? 'x' : ' '}] ${submoduleNumber(s.key)} ${s.title}${left}`, kept: isCurrent };
    }),
  ];
}

/** The body without its progress code line. */
function reportLines({ fullName, eid, summary, now }: ReportInput, cuts: Cuts): Line[] {
  const current = currentBlock(summary);
  const uploadsCounted = cuts.has('uploadLines') && summary.uploads.length > 0;
  const lines: Line[] = [
    { text: `Onboarding progress of ${fullName} (${eid}) on ${localDateTime(now)}`, kept: true },
    { text: '', kept: true },
    { text: `Submodules complete: ${summary.done} / ${summary.total}`, kept: true },
    ...(uploadsCounted ? [{ text: `Uploads: ${summary.uploads.length} (the files stay on my device)`, kept: true }] : []),
  ];
  for (const b of summary.blocks) lines.push(...blockLines(b, summary.uploads, current, cuts));
  if (summary.quizzes.length) {
    lines.push({ text: '' }, { text: 'Quizzes (last submission)' });
    for (const q of summary.quizzes) {
      const stale = q.current ? '' : ' (the questions have changed since)';
      const dayOnly = cuts.has('quizTimes') || (q.passed && cuts.has('passedQuizTimes'));
      const date = !dayOnly
        ? when(q.result.submittedAt)
        : q.result.submittedAt
          ? localDate(new Date(q.result.submittedAt))
          : when(undefined);
      const result = quizResultText({ correct: q.result.correct, total: q.result.total, passed: q.passed, date }, { percent: true });
      lines.push({ text: `- ${q.title} (${q.blockShort}, ${q.submodule}): ${result}${stale}` });
    }
  }
  const open = new Set(summary.blocks.filter((b) => detailed(b, current, cuts)).map((b) => b.id));
  const listed = cuts.has('uploadLines') ? [] : summary.uploads.filter((u) => open.has(u.block));
  if (listed.length) {
    lines.push({ text: '' }, { text: 'Uploads in blocks in progress (the files stay on my device)' });
    for (const u of listed) {
      const names = !cuts.has('fileNames') && u.upload.names.length > 0 ? ` (${u.upload.names.join(', ')})` : '';
      lines.push({
        text: `- ${u.blockShort}, ${u.submodule} ${u.taskTitle}: ${plural(u.upload.count, 'file')}${names}, ${when(u.upload.uploadedAt)}`,
      });
    }
  }
  return lines;
}

const codeLines = (code: string | undefined) => (code ? ['', `${PROGRESS_CODE_LABEL} ${code}`] : []);

export function reportText(input: ReportInput, cuts: Cuts = NO_CUTS): string {
  return [...reportLines(input, cuts).map((l) => l.text), ...codeLines(input.code)].join('\n');
}

export const mailtoHref = (email: string, subject: string, body: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** Said in every body that had to be shortened, under its first line, so nobody takes it for the whole. */
export const SHORTENED_NOTE = 'Shortened to fit an e-mail: the full report is in the file from "Download my progress"';
const withNote = (lines: readonly Line[], code?: string) =>
  [lines[0].text, '', SHORTENED_NOTE, ...lines.slice(1).map((l) => l.text), ...codeLines(code)].join('\n');

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
  // Still too long (a curriculum far larger than today's): cut whole lines from the end, above the
  // code, the kept ones only when nothing else is left to cut.
  const lines = reportLines(input, new Set(CUTS));
  while (lines.length > 1 && !fits(withNote(lines, input.code))) {
    const last = lines.findLastIndex((l) => !l.kept);
    lines.splice(last > 0 ? last : lines.length - 1, 1);
  }
  const body = withNote(lines, input.code);
  return { href: mailtoHref(email, subject, body), body };
}
