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
import { checkInternalLinks } from './internalLinks';
import { collectProblems, ContentError, type ContentProblem } from '@/lib/content/problems';

/**
 * A collection's loader, or a check; one may be asynchronous (the image check reads sizes with sharp).
 * `secondOpinion`: a check of what a loader may already have refused on the same line (an image path
 * whose file is missing is the loader's problem and the link check's): it stays silent on a line
 * another check named, so one slip reads as one problem.
 */
type Collection = { name: string; load: () => unknown; secondOpinion?: true };

export const contentCollections: Collection[] = [
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
  { name: 'links and images inside the site', load: checkInternalLinks, secondOpinion: true },
  { name: 'code in SVG images under public/', load: checkPublicSvgs },
  { name: 'files under public/ a browser may run', load: checkPublicFiles },
  { name: 'images over 1 MB under public/images/', load: checkPublicImages },
];

const lineOf = (p: ContentProblem) => `${p.file}:${p.line ?? ''}`;

/**
 * The problems of every collection, in the list's order, each told once (as the build's loaders
 * report them): a check that returns a promise is awaited, and its outcome counted in its place.
 */
export async function collectContentProblems(): Promise<ContentProblem[]> {
  const found: Array<{ problems: ContentProblem[]; secondOpinion: boolean }> = [];
  for (const { load, secondOpinion } of contentCollections) {
    try {
      await load();
    } catch (e) {
      found.push({ problems: collectProblems([() => rethrow(e)]), secondOpinion: Boolean(secondOpinion) });
    }
  }
  const named = new Set(found.flatMap((f) => (f.secondOpinion ? [] : f.problems.filter((p) => p.line).map(lineOf))));
  const outcomes = found.map(
    ({ problems, secondOpinion }) =>
      () =>
        rethrow(new ContentError(secondOpinion ? problems.filter((p) => !named.has(lineOf(p))) : problems)),
  );
  return collectProblems(outcomes);
}

function rethrow(e: unknown): never {
  throw e;
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
