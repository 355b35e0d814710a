/**
 * The progress report a member e-mails to the onboarding address (or copies): plain text, ASCII
 * marks so it survives every mail client. Mail clients cut `mailto:` addresses longer than about
 * 2,000 characters, so the e-mail link is held under MAILTO_LIMIT: completed and untouched blocks
 * take one line each, blocks in progress list their submodules, and the detail shrinks step by
 * step only when the link would still be too long.
 */
import { scoreText } from '@/lib/onboarding/quiz';
import { submoduleNumber } from '@/lib/onboarding/names';
import { localDate, localDateTime } from './dates';
import type { BlockSummary, ProgressSummary, UploadLine } from './summary';

export const MAILTO_LIMIT = 1800;

export type ReportInput = { fullName: string; eid: string; summary: ProgressSummary; now: Date };

const when = (iso: string | undefined) => (iso ? localDateTime(iso) : 'date not recorded');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const reportSubject = (fullName: string, eid: string) => `Onboarding progress: ${fullName} (${eid})`;

/**
 * How much detail: 0 everything; 1 without what is left and file names; 2 one line per block;
 * 3 also without upload dates of finished blocks and quiz times of day.
 */
type Detail = 0 | 1 | 2 | 3;
const DETAILS: readonly Detail[] = [0, 1, 2, 3];

function uploadsOf(block: BlockSummary, uploads: readonly UploadLine[], detail: Detail) {
  const mine = uploads.filter((u) => u.block === block.id);
  if (mine.length === 0) return '';
  const last = mine.map((u) => u.upload.uploadedAt ?? '').sort().at(-1);
  return `, ${plural(mine.length, 'upload', 'uploads')}${last && detail < 3 ? ` (last ${localDate(new Date(last))})` : ''}`;
}

function blockLines(block: BlockSummary, uploads: readonly UploadLine[], detail: Detail): string[] {
  const head = `${block.name}: ${block.done} / ${block.total}`;
  const inProgress = !block.complete && block.started;
  if (!inProgress) return [`${head}${uploadsOf(block, uploads, detail)}`];
  if (detail >= 2) {
    const done = block.submodules.filter((s) => s.complete).map((s) => submoduleNumber(s.key));
    return [`${head}${done.length ? ` (done: ${done.join(', ')})` : ''}`];
  }
  return [
    head,
    ...block.submodules.map((s) => {
      const left = detail === 0 && !s.complete ? `: ${s.left.join(', ')}` : '';
      return `  [${s.complete ? 'x' : ' '}] ${submoduleNumber(s.key)} ${s.title}${left}`;
    }),
  ];
}

export function reportText({ fullName, eid, summary, now }: ReportInput, detail: Detail = 0): string {
  const detailed = new Set(summary.blocks.filter((b) => !b.complete && b.started && detail < 2).map((b) => b.id));
  const lines = [`Onboarding progress of ${fullName} (${eid}) on ${localDateTime(now)}`, '', `Submodules complete: ${summary.done} / ${summary.total}`];
  for (const b of summary.blocks) lines.push(...blockLines(b, summary.uploads, detail));
  if (summary.quizzes.length) {
    lines.push('', 'Quizzes (last submission)');
    for (const q of summary.quizzes) {
      const stale = q.current ? '' : ' (the questions have changed since)';
      const date = detail < 3 ? when(q.result.submittedAt) : q.result.submittedAt ? localDate(new Date(q.result.submittedAt)) : when(undefined);
      lines.push(`- ${q.title} (${q.blockShort}, ${q.submodule}): ${scoreText(q.result.correct, q.result.total)}, ${q.result.passed ? 'passed' : 'not passed'}, ${date}${stale}`);
    }
  }
  const listed = summary.uploads.filter((u) => detailed.has(u.block));
  if (listed.length) {
    lines.push('', 'Uploads in blocks in progress (the files stay on my device)');
    for (const u of listed) {
      const names = detail === 0 ? ` (${u.upload.names.join(', ')})` : '';
      lines.push(`- ${u.blockShort}, ${u.submodule} ${u.taskTitle}: ${plural(u.upload.count, 'file', 'files')}${names}, ${when(u.upload.uploadedAt)}`);
    }
  }
  return lines.join('\n');
}

export const mailtoHref = (email: string, subject: string, body: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

const SHORTENED = '\n[Shortened to fit an e-mail link: the full report is on the My progress page.]';

/** The e-mail link with the most detail that fits MAILTO_LIMIT, and the body it carries. */
export function reportMailto(email: string, input: ReportInput): { href: string; body: string } {
  const subject = reportSubject(input.fullName, input.eid);
  for (const detail of DETAILS) {
    const body = reportText(input, detail);
    const href = mailtoHref(email, subject, body);
    if (href.length < MAILTO_LIMIT) return { href, body };
  }
  // Still too long (a curriculum far larger than today's): cut whole lines from the end.
  const lines = reportText(input, 3).split('\n');
  while (lines.length > 1 && mailtoHref(email, subject, lines.join('\n') + SHORTENED).length >= MAILTO_LIMIT) lines.pop();
  const body = lines.join('\n') + SHORTENED;
  return { href: mailtoHref(email, subject, body), body };
}
