/**
 * The picture of the cohort on /review, read from the same reports as the table: where each member
 * stands (the next unfinished submodule of their team, or the one they left unfinished and went on
 * past), how far an 'In progress' member has come, whether their last report is old, and the counts
 * the charts draw. Block names and submodule titles come from the sealed outline at run time.
 */
import { blockName, submoduleNumber } from '@/lib/onboarding/names';
import { outlineQuizzes, outlineSubmodules, type MemberProgress } from '@/lib/progress/progressCode';
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

/** The submodules of `team` in the outline's order, each with its index in the member's `complete`. */
function teamSubmodules(outline: readonly OutlineBlock[], team: string) {
  return outlineSubmodules(outline).flatMap((s, index) => (s.team === team ? [{ ...s, index }] : []));
}

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

const inTeam = (m: CohortMember, team: string) => !m.team || m.team === team;

/**
 * Per block of the shown teams: how many of the members of its team have finished each submodule and
 * passed each quiz, out of those members.
 */
export function finishedChart(members: readonly CohortMember[], outline: readonly OutlineBlock[], teams: readonly string[]): BarGroup[] {
  const subs = outlineSubmodules(outline);
  const quizzes = outlineQuizzes(outline);
  return outline
    .filter((b) => teams.includes(b.team))
    .map((b) => {
      const mine = members.filter((m) => inTeam(m, b.team));
      const bars: Bar[] = [];
      subs.forEach((s, i) => {
        if (s.block !== b.id) return;
        bars.push({ label: submoduleLabel(s), count: mine.filter((m) => m.complete[i]).length, of: mine.length });
        quizzes.forEach((q, j) => {
          if (q.pageKey === s.pageKey)
            bars.push({ label: `Quiz: ${q.title}`, count: mine.filter((m) => m.quizPassed[j]).length, of: mine.length });
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
  return teams.map((team) => {
    const mine = members.filter((m) => m.team === team);
    const bars = teamSubmodules(outline, team).map((s) => {
      const here = mine.filter((m) => m.place?.pageKey === s.pageKey);
      const stuck = here.filter((m) => m.place?.kind === 'stuck').length;
      const block = outline.find((b) => b.id === s.block)!;
      const label = `${block.label.split(':')[0]}, ${submoduleLabel(s)}${stuck ? ` (${stuck} stuck)` : ''}`;
      return { label, count: here.length, of: mine.length };
    });
    bars.push({ label: 'Finished everything', count: mine.filter((m) => m.place === null).length, of: mine.length });
    return { name: team, bars: bars.filter((b) => b.count > 0) };
  });
}
