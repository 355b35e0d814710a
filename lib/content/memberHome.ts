/** The Member Home buttons (/member): content/member-home.yaml. */
import { z } from 'zod';
import { cached, contentPath, displayPath, loadYamlFile } from './core';
import { ContentError } from './problems';
import { text } from './fields';
import { membersPages, type MemberHomeRoute } from '@/lib/members/pages';

/**
 * The members' pages a Member Home button may open: those lib/members/pages.ts marks `memberHome`, in
 * its order (the onboarding pages are reached via /programs). Never empty (lib/members/__tests__).
 */
export const memberHomeRoutes = membersPages.flatMap((p) => (p.memberHome ? [p.route] : [])) as [MemberHomeRoute, ...MemberHomeRoute[]];

const itemSchema = z
  .object({
    label: text,
    route: z.enum(memberHomeRoutes),
    enabled: z.boolean(),
  })
  .strict();

export const memberHomeSchema = z.object({ items: z.array(itemSchema).min(1) }).strict();

export type MemberHomeItem = z.output<typeof itemSchema>;

export const loadMemberHome = cached((): MemberHomeItem[] => {
  const { items } = loadYamlFile('member-home.yaml', memberHomeSchema);
  const file = displayPath(contentPath('member-home.yaml'));
  const problems = items.flatMap((item, i) =>
    items.findIndex((other) => other.route === item.route) !== i
      ? [{ file, field: `items[${i}].route`, message: `"${item.route}" already has a button above: each page needs only one` }]
      : [],
  );
  if (problems.length) throw new ContentError(problems);
  return items;
});
