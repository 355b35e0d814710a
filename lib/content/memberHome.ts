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
    label: text.describe('The button text.'),
    route: z.enum(memberHomeRoutes).describe("The members' page the button opens."),
    enabled: z.boolean().describe('false shows the button faded and unclickable (e.g. while a page is being prepared).'),
  })
  .strict();

export const memberHomeSchema = z
  .object({ items: z.array(itemSchema).min(1).describe('The buttons on Member Home (/member), in order.') })
  .strict();

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
