/**
 * The browser side of the curriculum search: loads Pagefind's own script from the export on first
 * use (never bundled: `webpackIgnore` keeps the bundler from resolving it, so it costs no page any
 * first-load JavaScript) and turns its results into what the search box shows.
 */
import { pagefindScriptUrl } from './paths';

export const MIN_QUERY = 2;
export const MAX_RESULTS = 10;

export type SearchHit = { url: string; title: string; block: string; excerpt: string };

/** The part of Pagefind's browser API we use (pagefind.js, see pagefind.app/docs/api). */
type PagefindResultData = { url: string; excerpt: string; meta: Record<string, string | undefined> };
type PagefindModule = {
  options: (o: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
};

/** A record's URL is stored without the base path: with baseUrl '/' it comes back as such, and next/link adds it. */
export function toHit(data: PagefindResultData): SearchHit {
  return { url: data.url, title: data.meta.title ?? data.url, block: data.meta.block ?? '', excerpt: data.excerpt };
}

export type CurriculumIndex = { searchCurriculum: (query: string) => Promise<{ hits: SearchHit[]; total: number }> };

let loading: Promise<CurriculumIndex> | undefined;

export function loadPagefind(basePath: string): Promise<CurriculumIndex> {
  loading ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pagefindScriptUrl(basePath))) as PagefindModule;
    await pagefind.options({ baseUrl: '/', excerptLength: 24 });
    await pagefind.init();
    return {
      async searchCurriculum(query: string) {
        const found = await pagefind.search(query);
        const results = found?.results ?? [];
        const hits = await Promise.all(results.slice(0, MAX_RESULTS).map(async (r) => toHit(await r.data())));
        return { hits, total: results.length };
      },
    };
  })();
  // A failed load (no index in `next dev`, a network error) may be retried on the next query.
  loading.catch(() => (loading = undefined));
  return loading;
}
