/**
 * The rows of /review's table: one per member, each block's n / total, quizzes passed, uploads, the
 * latest report and a status; sorting, filtering and the count line. Block names and quiz titles
 * come from the sealed outline at run time, never from this code.
 */
import { blockName } from '@/lib/onboarding/names';
import { localDateTime } from '@/lib/progress/dates';
import { normalizeEid } from '@/lib/record/record';
import { outlineQuizzes, outlineSubmodules, perOutline, type CodedQuiz, type MemberProgress } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import { plural } from '@/lib/text/plural';
import { isStale, placeOf, STAGES, stageOf, type Place, type Stage } from './cohort';
import { newestPerMember } from './inputs';

/** 'Team unknown': the report names a team the curriculum does not have (nor had, under `teams: formerly`). */
export const STATUSES = ['Team unknown', 'Not started', 'In progress', 'Onboarding complete'] as const;
export type Status = (typeof STATUSES)[number];

export type BlockCount = { id: string; name: string; team: string; done: number; total: number };
/** `counted`: the quiz is in a block of the member's team (of any team when the team is not known). */
export type QuizCell = { title: string; result: CodedQuiz | null; counted: boolean };
export type ReviewRow = {
  key: string;
  name: string;
  eid: string;
  team: string;
  blocks: BlockCount[];
  quizzes: QuizCell[];
  /** Passed of the counted quizzes, out of `quizzesTotal`: a Hardware member is not short of the Software quizzes. */
  quizzesPassed: number;
  quizzesTotal: number;
  /** '2 done in submodules no longer in the curriculum', or ''. */
  retired: string;
  uploads: number;
  /** ISO time, and as shown ('2026-11-23 14:05'). */
  reportedAt: string;
  reported: string;
  /** The latest report is more than two weeks old. */
  stale: boolean;
  status: Status;
  /** How far an 'In progress' member has come; null for the other statuses. */
  stage: Stage | null;
  /** The next unfinished submodule of the member's team, or the one they are stuck on; null when done or the team is not known. */
  place: Place | null;
  /** Per submodule and per quiz of the outline, in its order: what the charts count. */
  complete: readonly boolean[];
  quizPassed: readonly boolean[];
  /** How many different reports of this member were given (the newest is shown). */
  reports: number;
};

/** Complete: every submodule of the member's team (of one team when the report names none). */
function statusOf(p: MemberProgress, team: string | null, blocks: readonly BlockCount[]): Status {
  if (team && !blocks.some((b) => b.team === team)) return 'Team unknown';
  const teams = team ? [team] : [...new Set(blocks.map((b) => b.team))];
  if (teams.some((t) => blocks.filter((b) => b.team === t).every((b) => b.done === b.total))) return 'Onboarding complete';
  const anything = p.complete.includes(true) || p.started.includes(true) || p.quizzes.some(Boolean) || p.uploads > 0;
  return anything ? 'In progress' : 'Not started';
}

/** A member's note for `n` submodules reported complete that the curriculum no longer has. */
export const retiredNote = (n: number | undefined) =>
  n && n > 0 ? `${n} done in ${n === 1 ? 'a submodule' : 'submodules'} no longer in the curriculum` : '';

/** What every row takes from the outline, worked out once per outline. */
const rowPlan = perOutline((outline) => {
  const subs = outlineSubmodules(outline);
  const teamOfPage = new Map(subs.map((s) => [s.pageKey, s.team]));
  return {
    quizzes: outlineQuizzes(outline).map((q) => ({ title: q.title, team: teamOfPage.get(q.pageKey) })),
    renamed: new Map(outline.flatMap((b) => (b.formerTeams ?? []).map((old) => [old, b.team]))),
    // Each block's submodules by their place in a member's `complete`.
    blocks: outline.map((b) => ({ id: b.id, name: blockName(b), team: b.team, at: subs.flatMap((s, i) => (s.block === b.id ? [i] : [])) })),
  };
});

/** A member's row before it is counted among the others (how many reports) and judged on the day (stale). */
type MemberRow = Omit<ReviewRow, 'reports' | 'stale'>;
/**
 * Each report's row, made once: /review draws the table again on every sort and filter, and reads
 * thousands of reports in steps (lib/store/review), making their rows as it goes.
 */
const madeRows = perOutline(() => new WeakMap<MemberProgress, MemberRow>());

export function memberRow(p: MemberProgress, outline: readonly OutlineBlock[]): MemberRow {
  const made = madeRows(outline).get(p);
  if (made) return made;
  const plan = rowPlan(outline);
  const team = p.team ? (plan.renamed.get(p.team) ?? p.team) : null;
  const blocks = plan.blocks.map(({ id, name, team: of, at }) => {
    let done = 0;
    for (const i of at) if (p.complete[i]) done++;
    return { id, name, team: of, done, total: at.length };
  });
  const cells = plan.quizzes.map((q, i) => ({ title: q.title, result: p.quizzes[i] ?? null, counted: !team || q.team === team }));
  const counted = cells.filter((q) => q.counted);
  const status = statusOf(p, team, blocks);
  const known = { team, complete: p.complete };
  const row: MemberRow = {
    key: normalizeEid(p.eid),
    name: p.fullName,
    eid: p.eid,
    team: team ?? '',
    blocks,
    quizzes: cells,
    quizzesPassed: counted.filter((q) => q.result?.passed).length,
    quizzesTotal: counted.length,
    retired: retiredNote(p.retiredDone),
    uploads: p.uploads,
    reportedAt: p.reportedAt,
    reported: localDateTime(p.reportedAt),
    status,
    stage: status === 'In progress' ? stageOf(known, outline) : null,
    place: placeOf(known, outline),
    complete: p.complete,
    quizPassed: cells.map((q) => Boolean(q.result?.passed)),
  };
  madeRows(outline).set(p, row);
  return row;
}

export const reviewRows = (members: readonly MemberProgress[], outline: readonly OutlineBlock[], now = new Date()): ReviewRow[] =>
  newestPerMember(members).map(({ progress, reports }) => ({
    ...memberRow(progress, outline),
    reports,
    stale: isStale(progress.reportedAt, now),
  }));

/**
 * The blocks of the member's own team, in order: the table's block columns are by place (its first
 * block, its second ...), so a member's row never carries the other team's empty columns.
 */
export const teamBlocks = (row: Pick<ReviewRow, 'team' | 'blocks'>) => (row.team ? row.blocks.filter((b) => b.team === row.team) : []);

/**
 * The block columns' headers: the chosen team's block labels ('Block 1: General Skills'); for every
 * team, as many as the team with the most blocks has, each the label the teams share at that place
 * or else 'Block n'.
 */
export function blockColumns(outline: readonly OutlineBlock[], team: string): string[] {
  const teams = team && outline.some((b) => b.team === team) ? [team] : [...new Set(outline.map((b) => b.team))];
  const byTeam = teams.map((t) => outline.filter((b) => b.team === t).map((b) => b.label));
  return Array.from({ length: Math.max(0, ...byTeam.map((l) => l.length)) }, (_, n) => {
    const labels = new Set(byTeam.map((l) => l[n] ?? ''));
    return labels.size === 1 && !labels.has('') ? [...labels][0] : `Block ${n + 1}`;
  });
}

/** 'name', 'eid', 'team', 'quizzes', 'uploads', 'reported', 'status', 'place' or 'block:{n}' (the team's n-th block, from 0). */
export type SortColumn = string;
export type Sort = { column: SortColumn; direction: 'ascending' | 'descending' };

function sortValue(row: ReviewRow, column: SortColumn): string | number {
  if (column.startsWith('block:')) {
    const b = teamBlocks(row)[Number(column.slice('block:'.length))];
    return b && b.total ? b.done / b.total : -1;
  }
  switch (column) {
    case 'quizzes':
      return row.quizzesPassed;
    case 'uploads':
      return row.uploads;
    case 'reported':
      return row.reportedAt;
    case 'status':
      return 2 * STATUSES.indexOf(row.status) + (row.stage === 'well under way' ? 1 : 0);
    case 'place':
      // In the curriculum's order ('Block 1: …', then '1.2 …'), members who finished last.
      return row.place ? `${row.place.block} ${row.place.label}` : '\uffff';
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
  // Each row's value worked out once, not at each of the n log n comparisons.
  const keyed = rows.map((row) => ({ row, value: sortValue(row, column), name: row.name || row.eid }));
  keyed.sort((a, b) => {
    const [x, y] = [a.value, b.value];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order || collator.compare(a.name, b.name) || a.row.key.localeCompare(b.row.key);
  });
  return keyed.map((k) => k.row);
}

/** The team filter's choice for members whose team is not known (not a team name: those are words). */
export const TEAM_UNKNOWN = '(unknown)';

export type RowFilter = { team: string; status: string };

/** The team a row counts under: none when the report names no team, or one the curriculum does not have. */
const knownTeam = (r: ReviewRow) => (r.status === 'Team unknown' ? '' : r.team);

/** `''` for a filter means every team or every status; 'Team unknown' is every member the curriculum cannot place in a team. */
export const filterRows = (rows: readonly ReviewRow[], { team, status }: RowFilter) =>
  rows.filter((r) => (!team || knownTeam(r) === (team === TEAM_UNKNOWN ? '' : team)) && (!status || r.status === status));

/** The download button says what it downloads once a filter leaves rows out. */
export function downloadLabel(rows: number, { team, status }: RowFilter): string {
  if (!team && !status) return 'Download table (CSV)';
  return rows === 1 ? 'Download this 1 row (CSV)' : `Download these ${rows} rows (CSV)`;
}

/** '12 members: 3 complete, 8 in progress (5 just started, 3 well under way), 1 not started'; '0 in progress' alone. */
export function countLine(rows: readonly ReviewRow[]): string {
  const n = (s: Status) => rows.filter((r) => r.status === s).length;
  const unknown = n('Team unknown') ? `, ${n('Team unknown')} with a team the curriculum does not have` : '';
  const stages = STAGES.map((stage) => `${rows.filter((r) => r.stage === stage).length} ${stage}`).join(', ');
  const going = n('In progress') ? `${n('In progress')} in progress (${stages})` : '0 in progress';
  return `${plural(rows.length, 'member')}: ${n('Onboarding complete')} complete, ${going}, ${n('Not started')} not started${unknown}`;
}
