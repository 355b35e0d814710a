/**
 * 'Download table (CSV)': one row per member, one column per block and per quiz, as a spreadsheet
 * opens it correctly: UTF-8 with a byte-order mark (else accented names come out garbled), every
 * field quoted, and a cell that a spreadsheet would take for a formula prefixed with an apostrophe,
 * so a name like '=HYPERLINK(…)' stays text. Spreadsheets skip leading spaces (no-break and
 * ideographic ones too) and read the full-width ＝ ＋ － ＠ as their plain forms, and a cell that
 * starts with a tab or a line break can be read as one that does not, so all of those count, and
 * invisible and control characters before the sign count like spaces.
 */
import { blockName } from '@/lib/onboarding/names';
import { quizResultText } from '@/lib/onboarding/quiz';
import { localDate } from '@/lib/progress/dates';
import { outlineQuizzes } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import type { ReviewRow } from './table';

export const csvFileName = (now: Date) => `onboarding-review-${localDate(now)}.csv`;

/**
 * What a spreadsheet may skip before a formula, and an officer cannot see: spaces of every kind
 * (`\s`, `\p{Zs}`), control characters (U+0001-U+001F, U+007F, U+0080-U+009F with U+0085),
 * the characters that show nothing (`\p{Cf}`, `\p{Default_Ignorable_Code_Point}`: zero-width space
 * and joiners, byte-order mark, direction marks, soft hyphen, Hangul fillers), combining marks with
 * nothing to sit on, and the blank Braille pattern U+2800.
 */
const INVISIBLE = /^[\s\p{Zs}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]$/u;
/**
 * A sign that starts a formula, as a spreadsheet may read it: `= + - @` in any width or size (the
 * full-width ＝ ＋ － ＠, the small ﹦ ﹢ ﹣ ﹫, super- and subscript signs: all of them are these
 * four once normalised, NFKC), and the minus sign U+2212, the heavy ➕ ➖, the modifier ˖ ˗ and any
 * dash, which look like them.
 */
const SIGN = /^[=+\-@\u2212\u2795\u2796\u02D6\u02D7\p{Pd}]/u;

/** True when the first character an officer would see could start a formula, or the cell starts with a tab or a line break. */
function startsFormula(text: string): boolean {
  if (/^[\t\r\n]/.test(text)) return true;
  for (const c of text) {
    if (INVISIBLE.test(c)) continue;
    return SIGN.test(c.normalize('NFKC'));
  }
  return false;
}

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = startsFormula(text) ? `'${text}` : text;
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
