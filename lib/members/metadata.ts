/**
 * The tab title of each members' page's HTML, apart from the list in ./pages.ts so that no script
 * carries them: only the route files of app/(members)/ import this module, and they run at build.
 * Where a page's own title is sealed with its text (the text pages, the modules), the tab shows that
 * one once the page opens.
 */
import type { Metadata } from 'next';
import type { MembersRoute } from './pages';

const titles = {
  '/member': 'Member Home',
  '/general-info': 'General Info',
  '/programs': 'Programs',
  '/progress': 'My progress',
  '/review': "Review members' progress",
  '/competition-info': 'Competition Information',
  '/ask-questions': 'Ask Questions',
  '/onboarding': 'Onboarding module',
} satisfies Record<MembersRoute, string>;

/** A members' page's metadata: its title, and noindex (the group's layout sets it too, as a fallback). */
export function membersPageMetadata(route: MembersRoute): Metadata {
  return { title: titles[route], robots: { index: false } };
}
