/**
 * Every content collection, for `npm run content:check` and the per-file tests. Add a loader here
 * when you add a collection: the check and the build then fail on the same mistakes.
 */
import { loadBlocks } from '@/lib/content/blocks';
import { loadCarousel } from '@/lib/content/carousel';
import { loadContacts } from '@/lib/content/contacts';
import { eventWarnings, loadEvents } from '@/lib/content/events';
import { loadHome } from '@/lib/content/home';
import { loadMemberHome } from '@/lib/content/memberHome';
import { loadOfficers } from '@/lib/content/officers';
import { loadOnboarding } from '@/lib/content/onboarding';
import { loadPages } from '@/lib/content/pages';
import { checkPublicFiles } from '@/lib/content/publishedFiles';
import { checkPublicImages } from './publicImages';
import { checkPublicSvgs } from '@/lib/content/publicSvgs';
import { loadSite } from '@/lib/content/site';
import { loadSponsors } from '@/lib/content/sponsors';
import { checkTemplateLeftovers } from './templateLeftovers';
import { collectProblems, ContentError, type ContentProblem } from '@/lib/content/problems';

/** A collection's loader, or a check; one may be asynchronous (the image check reads sizes with sharp). */
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
 * The problems of every collection, in the list's order, each told once (as the build's loaders
 * report them): a check that returns a promise is awaited, and its outcome counted in its place.
 */
export async function collectContentProblems(): Promise<ContentProblem[]> {
  const outcomes: Array<() => void> = [];
  for (const { load } of contentCollections) {
    try {
      await load();
      outcomes.push(() => {});
    } catch (e) {
      outcomes.push(() => {
        throw e;
      });
    }
  }
  return collectProblems(outcomes);
}

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
