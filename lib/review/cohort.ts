/**
 * The picture of the cohort on /review, read from the same reports as the table: where each member
 * stands (the next unfinished submodule of their team, or the one they left unfinished and went on
 * past), how far an 'In progress' member has come, whether their last report is old, and the counts
 * the charts draw. Block names and submodule titles come from the sealed outline at run time.
 */
import { blockName, submoduleNumber } from '@/lib/onboarding/names';
import { outlineQuizzes, outlineSubmodules, outlineTeams, perOutline, type MemberProgress } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';

/** 'In progress' in two: under this share of the team's submodules complete, a member has just started. */
const WELL_UNDER_WAY_SHARE = 0.25;
export const STAGES = ['just started', 'well under way'] as const;
export type Stage = (typeof STAGES)[number];

/** A report older than this is marked on the table: the member may have stopped. */
const STALE_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * 'next': the first unfinished submodule of the member's team, with nothing after it finished.
 * 'stuck': that submodule was left unfinished while a later one was finished.
 */
export type Place = { kind: 'next' | 'stuck'; pageKey: string; label: string; block: string };

/** '1.2 Title', as the side panel numbers a submodule. */
const submoduleLabel = (s: { key: string; title: string }) => `${submoduleNumber(s.key)} ${s.title}`;

/** The submodules of `team` in the outline's order, each with its index in the member's `complete`; worked out once per outline and team. */
const teamsSubmodules = perOutline(
  (outline) =>
    new Map(
      outlineTeams(outline).map((team) => [
        team,
        outlineSubmodules(outline).flatMap((s, index) => (s.team === team ? [{ ...s, index }] : [])),
      ]),
    ),
);
const teamSubmodules = (outline: readonly OutlineBlock[], team: string) => teamsSubmodules(outline).get(team) ?? [];

/** Where the member stands in their team's curriculum; null when it is all done or the team is not known. */
export function placeOf(p: Pick<MemberProgress, 'team' | 'complete'>, outline: readonly OutlineBlock[]): Place | null {
  if (!p.team) return null;
  const subs = teamSubmodules(outline, p.team);
  const at = subs.findIndex((s) => !p.complete[s.index]);
  if (at < 0) return null;
  const s = subs[at];
  const movedOn = subs.slice(at + 1).some((later) => p.complete[later.index]);
  const block = outline.find((b) => b.id === s.block)!;
  return { kind: movedOn ? 'stuck' : 'next', pageKey: s.pageKey, label: submoduleLabel(s), block: block.label };
}

/** How far a member with some progress has come: the share of their team's submodules complete. */
export function stageOf(p: Pick<MemberProgress, 'team' | 'complete'>, outline: readonly OutlineBlock[]): Stage {
  const teams = p.team ? [p.team] : [...new Set(outline.map((b) => b.team))];
  const share = Math.max(
    ...teams.map((t) => {
      const subs = teamSubmodules(outline, t);
      return subs.length ? subs.filter((s) => p.complete[s.index]).length / subs.length : 0;
    }),
  );
  return share >= WELL_UNDER_WAY_SHARE ? 'well under way' : 'just started';
}

/** True when the report is more than STALE_DAYS old at `now`. */
export const isStale = (reportedAt: string, now: Date) => now.getTime() - Date.parse(reportedAt) > STALE_DAYS * DAY_MS;

/** One bar: what it counts, out of how many. */
type Bar = { label: string; count: number; of: number };
export type BarGroup = { name: string; bars: Bar[] };

/** What a chart needs of a member: the table's row carries it. */
export type CohortMember = { team: string; complete: readonly boolean[]; quizPassed: readonly boolean[]; place: Place | null };

/** Per team ('' for members whose team is not known): how many members, and how many finished each submodule and passed each quiz. */
function tally(members: readonly CohortMember[], outline: readonly OutlineBlock[]) {
  const [subs, quizzes] = [outlineSubmodules(outline).length, outlineQuizzes(outline).length];
  const byTeam = new Map<string, { members: number; complete: number[]; passed: number[] }>();
  // One pass over the members, in counts: the charts are drawn again on every filter, for thousands.
  for (const m of members) {
    let t = byTeam.get(m.team);
    if (!t) byTeam.set(m.team, (t = { members: 0, complete: Array<number>(subs).fill(0), passed: Array<number>(quizzes).fill(0) }));
    t.members++;
    for (let i = 0; i < subs; i++) if (m.complete[i]) t.complete[i]++;
    for (let j = 0; j < quizzes; j++) if (m.quizPassed[j]) t.passed[j]++;
  }
  return byTeam;
}

/**
 * Per block of the shown teams: how many of the members of its team (or of no known team) have
 * finished each submodule and passed each quiz, out of those members.
 */
export function finishedChart(members: readonly CohortMember[], outline: readonly OutlineBlock[], teams: readonly string[]): BarGroup[] {
  const subs = outlineSubmodules(outline);
  const quizzes = outlineQuizzes(outline);
  const counts = tally(members, outline);
  const none = { members: 0, complete: [] as number[], passed: [] as number[] };
  return outline
    .filter((b) => teams.includes(b.team))
    .map((b) => {
      const [mine, unknown] = [counts.get(b.team) ?? none, counts.get('') ?? none];
      const of = mine.members + unknown.members;
      const bars: Bar[] = [];
      subs.forEach((s, i) => {
        if (s.block !== b.id) return;
        bars.push({ label: submoduleLabel(s), count: (mine.complete[i] ?? 0) + (unknown.complete[i] ?? 0), of });
        quizzes.forEach((q, j) => {
          if (q.pageKey === s.pageKey)
            bars.push({ label: `Quiz: ${q.title}`, count: (mine.passed[j] ?? 0) + (unknown.passed[j] ?? 0), of });
        });
      });
      return { name: blockName(b), bars };
    });
}

/**
 * Per team shown: how many of its members are on each of its submodules (next or stuck there), and
 * how many have finished them all; only the places someone is at, so a long bar is where the cohort
 * stalls.
 */
export function standingChart(members: readonly CohortMember[], outline: readonly OutlineBlock[], teams: readonly string[]): BarGroup[] {
  const at = new Map<string, { here: number; stuck: number }>(); // by team and page key
  const [total, finished] = [new Map<string, number>(), new Map<string, number>()];
  for (const m of members) {
    total.set(m.team, (total.get(m.team) ?? 0) + 1);
    if (!m.place) finished.set(m.team, (finished.get(m.team) ?? 0) + 1);
    else {
      const key = `${m.team}\n${m.place.pageKey}`;
      const place = at.get(key) ?? { here: 0, stuck: 0 };
      at.set(key, { here: place.here + 1, stuck: place.stuck + (m.place.kind === 'stuck' ? 1 : 0) });
    }
  }
  return teams.map((team) => {
    const of = total.get(team) ?? 0;
    const bars = teamSubmodules(outline, team).map((s) => {
      const { here, stuck } = at.get(`${team}\n${s.pageKey}`) ?? { here: 0, stuck: 0 };
      const block = outline.find((b) => b.id === s.block)!;
      const label = `${block.label.split(':')[0]}, ${submoduleLabel(s)}${stuck ? ` (${stuck} stuck)` : ''}`;
      return { label, count: here, of };
    });
    bars.push({ label: 'Finished everything', count: finished.get(team) ?? 0, of });
    return { name: team, bars: bars.filter((b) => b.count > 0) };
  });
}
