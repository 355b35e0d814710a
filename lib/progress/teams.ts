/**
 * /progress on a phone ran to 4,600 px with both teams: the member's own team (the one last chosen
 * on Programs) comes first and the other teams fold away. Without a known team, the curriculum's
 * order and nothing folded.
 */
export type TeamOrder = { shown: string[]; folded: string[] };

export function teamOrder(teams: readonly string[], own: string | null | undefined): TeamOrder {
  const unique = [...new Set(teams)];
  if (!own || !unique.includes(own)) return { shown: unique, folded: [] };
  return { shown: [own], folded: unique.filter((t) => t !== own) };
}

type TeamNamed = { team: string; formerTeams?: readonly string[] };

/** The team a member chose on Programs, under its name now (a renamed team's former name counts); null when none is. */
export function currentTeam(blocks: readonly TeamNamed[], chosen: string | null | undefined): string | null {
  if (!chosen) return null;
  return blocks.find((b) => b.team === chosen)?.team ?? blocks.find((b) => b.formerTeams?.includes(chosen))?.team ?? null;
}

export type TeamCount = { team: string | null; done: number; total: number };

/**
 * How many submodules are complete: of the member's own team once they have chosen one (a member of
 * one track is not behind on the other's), else of the whole curriculum; `others`: each other team's.
 */
export function progressCount(
  blocks: readonly (TeamNamed & { done: number; total: number })[],
  chosen: string | null | undefined,
): TeamCount & { others: TeamCount[] } {
  const team = currentTeam(blocks, chosen);
  const count = (which: (b: TeamNamed) => boolean, name: string | null): TeamCount => {
    const mine = blocks.filter(which);
    return { team: name, done: mine.reduce((n, b) => n + b.done, 0), total: mine.reduce((n, b) => n + b.total, 0) };
  };
  const others = team ? [...new Set(blocks.map((b) => b.team))].filter((t) => t !== team).map((t) => count((b) => b.team === t, t)) : [];
  return { ...count((b) => team === null || b.team === team, team), others };
}

/**
 * '3 / 24 Software submodules complete', or '3 / 48 submodules complete in all' before a team is
 * chosen (`inAll: false` leaves 'in all' out, in a sentence that says what it counts already).
 */
export const countWords = ({ team, done, total }: TeamCount, { inAll = true } = {}) =>
  team ? `${done} / ${total} ${team} submodules complete` : `${done} / ${total} submodules complete${inAll ? ' in all' : ''}`;
