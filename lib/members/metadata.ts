/**
 * The tab title of each members' page's HTML, apart from the list in ./pages.ts so that no script
 * carries them: only the route files of app/(members)/ import this module, and they run at build.
 * A view's title is here; a text page's is its content file's `title` (app/(members)/[page]/).
 * Where a page's own title is sealed with its text (the modules), the tab shows that one once the
 * page opens.
 */
import type { Metadata } from 'next';
import type { ViewRoute } from './pages';

const titles = {
  '/member': 'Member Home',
  '/programs': 'Programs',
  '/progress': 'My progress',
  '/review': "Review members' progress",
  '/ask-questions': 'Ask Questions',
  '/onboarding': 'Onboarding module',
} satisfies Record<ViewRoute, string>;

/** A members' page's metadata: its title, and noindex (the group's layout sets it too, as a fallback). */
export function membersPageMetadata(route: ViewRoute): Metadata {
  return textPageMetadata(titles[route]);
}

/** A text page's metadata: the `title` of its content file, and noindex. */
export function textPageMetadata(title: string): Metadata {
  return { title, robots: { index: false } };
}
