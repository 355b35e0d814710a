import NotFoundView from '@/components/Onboarding/NotFoundView';
import { blockNav, blockSummaries, type BlockNav } from '@/lib/content/onboarding';

export const metadata = { title: 'Page not found' };

/**
 * Every unknown address, including unknown onboarding blocks and submodules (see NotFoundView).
 * This tree is embedded in every exported page, so it carries only the navigation titles and links.
 */
export default function NotFound() {
  const blocks = blockSummaries();
  const navs = blocks
    .map((b) => blockNav(b.id))
    .filter((n): n is BlockNav => n !== null)
    .map((n) => ({ ...n, groups: n.groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, tasks: [] })) })) }));
  return <NotFoundView blocks={blocks} navs={navs} />;
}
