import NotFoundView from '@/components/Onboarding/NotFoundView';
import { blockNav, blockSummaries, type BlockNav } from '@/lib/content/onboarding';

export const metadata = { title: 'Page not found' };

/** Every unknown address, including unknown onboarding blocks and submodules (see NotFoundView). */
export default function NotFound() {
  const blocks = blockSummaries();
  const navs = blocks.map((b) => blockNav(b.id)).filter((n): n is BlockNav => n !== null);
  return <NotFoundView blocks={blocks} navs={navs} />;
}
