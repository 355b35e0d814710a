/**
 * 'Download table (CSV)': one row per member, one column per block and per quiz, as a spreadsheet
 * opens it correctly: UTF-8 with a byte-order mark (else accented names come out garbled), every
 * field quoted, and a cell that a spreadsheet would take for a formula prefixed with an apostrophe,
 * so a name like '=HYPERLINK(…)' stays text. Spreadsheets skip leading spaces (no-break and
 * ideographic ones too) and read the full-width ＝ ＋ － ＠ as their plain forms, and a cell that
 * starts with a tab or a line break can be read as one that does not, so all of those count, and
 * invisible characters before the sign count like spaces.
 */
import { blockName } from '@/lib/onboarding/names';
import { quizResultText } from '@/lib/onboarding/quiz';
import { localDate } from '@/lib/progress/dates';
import { outlineQuizzes } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import type { ReviewRow } from './table';

export const csvFileName = (now: Date) => `onboarding-review-${localDate(now)}.csv`;

/**
 * `\s` also takes the no-break, ideographic and other Unicode spaces a name may be pasted with;
 * `\p{Cf}` and `\p{Default_Ignorable_Code_Point}` the characters that show nothing (zero-width
 * space and joiners, word joiner, direction marks, soft hyphen, Hangul fillers): a spreadsheet may
 * drop them and read the formula behind, and the officer cannot see them to tell.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const quizText = (q: ReviewRow['quizzes'][number]['result']) => (q ? quizResultText(q, { cell: true }) : '');

/** `studentId`: the university's word for a student ID (content/site.yaml), the ID column's heading. */
export function reviewCsv(rows: readonly ReviewRow[], outline: readonly OutlineBlock[], studentId: string): string {
  const header = [
    'Name',
    studentId,
    'Team',
    ...outline.map(blockName),
    ...outlineQuizzes(outline).map((q) => q.title),
    'Quizzes passed',
    'Uploads',
    'Latest report',
    'Status',
    'Reports',
  ];
  const lines = rows.map((r) => [
    r.name,
    r.eid,
    r.team,
    ...r.blocks.map((b) => `${b.done} / ${b.total}`),
    ...r.quizzes.map((q) => quizText(q.result)),
    `${r.quizzesPassed} / ${r.quizzesTotal}`,
    r.uploads,
    r.reported,
    r.status,
    r.reports,
  ]);
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
