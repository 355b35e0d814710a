/**
 * Every content collection, for `npm run content:check` and the per-file tests. Add a loader here
 * when you add a collection: the check and the build then fail on the same mistakes.
 */
import { loadBlocks } from './blocks';
import { loadContacts } from './contacts';
import { loadMemberHome } from './memberHome';
import { loadOnboarding } from './onboarding';
import { loadPages } from './pages';
import { loadSite } from './site';

export const contentCollections: Array<{ name: string; load: () => unknown }> = [
  { name: 'site', load: loadSite },
  { name: 'onboarding blocks', load: loadBlocks },
  { name: 'member home', load: loadMemberHome },
  { name: 'members contacts', load: loadContacts },
  { name: 'members pages', load: loadPages },
  { name: 'onboarding modules and quizzes', load: loadOnboarding },
];
