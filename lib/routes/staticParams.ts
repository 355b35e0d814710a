/**
 * The pages and files each dynamic route of app/ makes, by the route's address pattern (route groups
 * left out). The route files' generateStaticParams are these functions, and content:check lists the
 * site's pages by expanding each dynamic route of app/ with them (tools/checks/links/siteIndex.ts):
 * a link in content is checked against exactly what the build publishes, and there is no second
 * list of pages to keep in step.
 */
import { loadEvents } from '@/lib/content/events';
import { loadOnboarding } from '@/lib/content/onboarding';
import { pageSlugs } from '@/lib/content/pages';
import { eventFilePath } from '@/lib/events/calendarUrls';
import { fixedSealedNames, moduleSealedName, sealedFileName } from '@/lib/seal/names';

/** Every sealed file of a build: the members' pages' own, the outline, the search records, one per submodule. */
export function sealedNames(): string[] {
  return [...fixedSealedNames(), ...loadOnboarding().submodules.map((s) => moduleSealedName(s.block, s.key))];
}

export const staticParams = {
  /** The members' text pages (lib/members/pages.ts, kind 'text'): /general-info ... */
  '/[page]': () => pageSlugs.map((page) => ({ page })),
  /** One page per submodule file of the curriculum: /onboarding/softwareB1/1_2 ... */
  '/onboarding/[block]/[sub]': () => loadOnboarding().submodules.map((s) => ({ block: s.block, sub: s.key })),
  /** One calendar file per event, /events/8.ics: the segment is the whole file name. */
  '/events/[calendarFile]': () => loadEvents().events.map((e) => ({ calendarFile: eventFilePath(e.id).split('/').pop()! })),
  /** The sealed files the members' pages open. */
  '/sealed/[file]': () => sealedNames().map((name) => ({ file: sealedFileName(name) })),
} satisfies Record<string, () => Array<Record<string, string>>>;
