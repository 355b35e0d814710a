/**
 * The submodules before and after the current one, in the order the side panel lists them: the
 * block's module groups in order, each group's submodules in order. A block's first page has no
 * previous page and its last no next one: the links never cross into another block.
 */
export type NavLink = { key: string; title: string; href: string };
type Groups = readonly { items: readonly NavLink[] }[];

export type Neighbours = { previous?: NavLink; next?: NavLink };

export function neighbours(groups: Groups, currentKey: string): Neighbours {
  const order = groups.flatMap((g) => g.items);
  const at = order.findIndex((item) => item.key === currentKey);
  if (at < 0) return {};
  const pick = ({ key, title, href }: NavLink): NavLink => ({ key, title, href });
  return {
    ...(at > 0 ? { previous: pick(order[at - 1]) } : {}),
    ...(at < order.length - 1 ? { next: pick(order[at + 1]) } : {}),
  };
}
