/**
 * The rows of /review's table: one per member, each block's n / total, quizzes passed, uploads, the
 * latest report and a status; sorting, filtering and the count line. Block names and quiz titles
 * come from the sealed outline at run time, never from this code.
 */
import { blockName } from '@/lib/onboarding/names';
import { localDateTime } from '@/lib/progress/dates';
import { normalizeEid } from '@/lib/record/record';
import { outlineQuizzes, outlineSubmodules, type CodedQuiz, type MemberProgress } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import { newestPerMember } from './inputs';

export const STATUSES = ['Not started', 'In progress', 'Onboarding complete'] as const;
export type Status = (typeof STATUSES)[number];

export type BlockCount = { id: string; name: string; team: string; done: number; total: number };
export type QuizCell = { title: string; result: CodedQuiz | null };
export type ReviewRow = {
  key: string;
  name: string;
  eid: string;
  team: string;
  blocks: BlockCount[];
  quizzes: QuizCell[];
  quizzesPassed: number;
  uploads: number;
  /** ISO time, and as shown ('2026-11-23 14:05'). */
  reportedAt: string;
  reported: string;
  status: Status;
  /** How many different reports of this member were given (the newest is shown). */
  reports: number;
};

/** Complete: every submodule of the member's team (of one team when it is not known). */
function statusOf(p: MemberProgress, blocks: readonly BlockCount[]): Status {
  const teams = p.team ? [p.team] : [...new Set(blocks.map((b) => b.team))];
  if (teams.some((t) => blocks.filter((b) => b.team === t).every((b) => b.done === b.total))) return 'Onboarding complete';
  const anything = p.complete.includes(true) || p.started.includes(true) || p.quizzes.some(Boolean) || p.uploads > 0;
  return anything ? 'In progress' : 'Not started';
}

export function reviewRows(members: readonly MemberProgress[], outline: readonly OutlineBlock[]): ReviewRow[] {
  const subs = outlineSubmodules(outline);
  const quizzes = outlineQuizzes(outline);
  return newestPerMember(members).map(({ progress: p, reports }) => {
    const blocks = outline.map((b) => {
      const mine = subs.flatMap((s, i) => (s.block === b.id ? [p.complete[i]] : []));
      return { id: b.id, name: blockName(b), team: b.team, done: mine.filter(Boolean).length, total: mine.length };
    });
    return {
      key: normalizeEid(p.eid),
      name: p.fullName,
      eid: p.eid,
      team: p.team ?? '',
      blocks,
      quizzes: quizzes.map((q, i) => ({ title: q.title, result: p.quizzes[i] ?? null })),
      quizzesPassed: p.quizzes.filter((q) => q?.passed).length,
      uploads: p.uploads,
      reportedAt: p.reportedAt,
      reported: localDateTime(p.reportedAt),
      status: statusOf(p, blocks),
      reports,
    };
  });
}

/** 'name', 'eid', 'team', 'quizzes', 'uploads', 'reported', 'status' or 'block:{id}'. */
export type SortColumn = string;
export type Sort = { column: SortColumn; direction: 'ascending' | 'descending' };

function sortValue(row: ReviewRow, column: SortColumn): string | number {
  if (column.startsWith('block:')) {
    const b = row.blocks.find((x) => `block:${x.id}` === column);
    return b && b.total ? b.done / b.total : 0;
  }
  switch (column) {
    case 'quizzes':
      return row.quizzesPassed;
    case 'uploads':
      return row.uploads;
    case 'reported':
      return row.reportedAt;
    case 'status':
      return STATUSES.indexOf(row.status);
    case 'eid':
      return row.key;
    case 'team':
      return row.team;
    default:
      return row.name || row.eid; // a file without a name sorts by its EID
  }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export function sortRows(rows: readonly ReviewRow[], { column, direction }: Sort): ReviewRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a, column), sortValue(b, column)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order || collator.compare(a.name || a.eid, b.name || b.eid) || a.key.localeCompare(b.key);
  });
}

/** `''` for a filter means every team or every status. */
export const filterRows = (rows: readonly ReviewRow[], { team, status }: { team: string; status: string }) =>
  rows.filter((r) => (!team || r.team === team) && (!status || r.status === status));

/** '12 members: 3 complete, 8 in progress, 1 not started'. */
export function countLine(rows: readonly ReviewRow[]): string {
  const n = (s: Status) => rows.filter((r) => r.status === s).length;
  return `${rows.length} ${rows.length === 1 ? 'member' : 'members'}: ${n('Onboarding complete')} complete, ${n('In progress')} in progress, ${n('Not started')} not started`;
}
