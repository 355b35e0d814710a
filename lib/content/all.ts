/**
 * Every content collection, for `npm run content:check` and the per-file tests. Add a loader here
 * when you add a collection: the check and the build then fail on the same mistakes.
 */
import { loadBlocks } from './blocks';
import { loadCarousel } from './carousel';
import { loadContacts } from './contacts';
import { eventWarnings, loadEvents } from './events';
import { loadHome } from './home';
import { loadMemberHome } from './memberHome';
import { loadOfficers } from './officers';
import { loadOnboarding } from './onboarding';
import { loadPages } from './pages';
import { checkPublicFiles } from './publishedFiles';
import { checkPublicImages } from './publicImages';
import { checkPublicSvgs } from './publicSvgs';
import { loadSite } from './site';
import { loadSponsors } from './sponsors';
import { checkTemplateLeftovers } from './templateLeftovers';
import { ContentError, type ContentProblem } from './problems';

export const contentCollections: Array<{ name: string; load: () => unknown }> = [
  { name: 'site', load: loadSite },
  { name: 'onboarding blocks', load: loadBlocks },
  { name: 'member home', load: loadMemberHome },
  { name: 'members contacts', load: loadContacts },
  { name: 'members pages', load: loadPages },
  { name: 'home', load: loadHome },
  { name: 'carousel', load: loadCarousel },
  { name: 'officers', load: loadOfficers },
  { name: 'sponsors', load: loadSponsors },
  { name: 'events', load: loadEvents },
  { name: 'onboarding modules and quizzes', load: loadOnboarding },
  { name: 'template text left in', load: checkTemplateLeftovers },
  { name: 'code in SVG images under public/', load: checkPublicSvgs },
  { name: 'files under public/ a browser may run', load: checkPublicFiles },
  { name: 'images over 1 MB under public/images/', load: checkPublicImages },
];

/**
 * What content:check mentions without failing (a name too long to show whole). A collection that
 * fails to load has its problems reported by the check already: its warnings are left out.
 */
const contentWarnings: Array<() => ContentProblem[]> = [eventWarnings];

export function collectWarnings(): ContentProblem[] {
  return contentWarnings.flatMap((warn) => {
    try {
      return warn();
    } catch (e) {
      if (e instanceof ContentError) return [];
      throw e;
    }
  });
}
