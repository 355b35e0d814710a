/**
 * The curriculum search, loaded when a member first focuses the search box: the search code
 * (MiniSearch and lib/search/query.ts) and the records (sealed with the members' pages, opened with
 * the session's key) arrive by dynamic import, so no page's first-load JavaScript carries them.
 * Both are fetched at once, and only once per page load.
 */
import type { CurriculumSearch } from './query';
import type { SearchRecord } from './records';

/** The sealed file the build writes from searchRecords(). */
export const SEARCH_RECORDS = 'search';

let loading: Promise<CurriculumSearch> | undefined;

export function loadCurriculumSearch(): Promise<CurriculumSearch> {
  loading ??= (async () => {
    const records = import('@/lib/seal/client').then(({ openSealed }) => openSealed<SearchRecord[]>(SEARCH_RECORDS));
    const [{ createCurriculumSearch }, opened] = await Promise.all([import('./query'), records]);
    return createCurriculumSearch(opened);
  })();
  // A failed load (a network error, no key yet) may be retried on the next query.
  loading.catch(() => (loading = undefined));
  return loading;
}
