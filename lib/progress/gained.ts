/**
 * What one record holds that another does not (`after` less `before`), as a record of its own: the
 * ticks added, a visit, each quiz result and upload record that is new or changed. The progress store
 * keeps what each of its own writes added for a moment, and joins it (./merge) into a record another
 * tab wrote without having seen it (lib/store/otherTabs.ts).
 */
import { emptyPage, pagesMap, type PageProgress, type Pages } from '@/lib/record/record';

const LISTS = ['links', 'documents', 'videos', 'restricted'] as const;

function changedEntries<T>(before: Readonly<Record<string, T>>, after: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(after).filter(([k, v]) => !Object.hasOwn(before, k) || JSON.stringify(before[k]) !== JSON.stringify(v)),
  );
}

function gainedPage(before: PageProgress, after: PageProgress): PageProgress | null {
  const page: PageProgress = {
    ...emptyPage(),
    visited: after.visited && !before.visited,
    quizzes: changedEntries(before.quizzes, after.quizzes),
    uploads: changedEntries(before.uploads, after.uploads),
  };
  for (const kind of LISTS) page[kind] = after[kind].filter((x) => !before[kind].includes(x));
  const empty =
    !page.visited && LISTS.every((k) => page[k].length === 0) && !Object.keys(page.quizzes).length && !Object.keys(page.uploads).length;
  return empty ? null : page;
}

/** What `after` holds that `before` does not; an empty record when nothing. */
export function gainedSince(before: Pages, after: Pages): Pages {
  const out = pagesMap();
  for (const [key, page] of Object.entries(after)) {
    const gained = gainedPage(Object.hasOwn(before, key) ? before[key] : emptyPage(), page);
    if (gained) out[key] = gained;
  }
  return out;
}
