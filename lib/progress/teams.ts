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
