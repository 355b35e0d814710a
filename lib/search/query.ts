/**
 * The curriculum search itself, in the browser, over the records of lib/search/records.ts: an index
 * built once (MiniSearch), then each query ranked and turned into what the search box shows.
 *
 * The matching rule, so that typos are forgiven and nonsense finds nothing:
 * - every word of the query must match (AND), so a stray word narrows the results instead of adding
 *   pages that merely share a letter;
 * - a word matches a word of the page exactly or as its beginning (the member may still be typing);
 * - only a word that the curriculum does not hold that way is taken for a typo: it then matches the
 *   words within an allowance that grows with its length (typoAllowance): none under 4 letters,
 *   where one edit turns a word into another real one, one edit up to 5 letters, two from 6
 *   ('phyton' is two edits from 'python'). So 'filter' finds the pages about filters, not every
 *   page that says 'file' or 'fillet', and 'fourir' finds 'Fourier';
 * - a match in the title counts more than one in the text, an exact match more than a prefix or a
 *   typo (MiniSearch's weights).
 */
import MiniSearch from 'minisearch';
import { moduleHeading } from '@/lib/onboarding/names';
import { excerpt, normaliseTerm, tokenize, type ExcerptPart } from './excerpt';
import { MAX_RESULTS } from './limits';
import type { SearchRecord } from './records';

export type SearchHit = { url: string; title: string; block: string; excerpt: ExcerptPart[] };
export type SearchAnswer = { hits: SearchHit[]; total: number };
export type CurriculumSearch = { search: (query: string) => SearchAnswer };

/** How many edits (letters inserted, removed or changed) a query word of this length may be off by. */
export function typoAllowance(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 6 ? 1 : 2;
}

const TITLE_BOOST = 3;

type Indexed = { id: number; title: string; text: string };

export function createCurriculumSearch(records: readonly SearchRecord[]): CurriculumSearch {
  const index = new MiniSearch<Indexed>({ fields: ['title', 'text'], tokenize, processTerm: normaliseTerm });
  index.addAll(records.map((r, id) => ({ id, title: r.title, text: r.text })));
  const inCurriculum = (word: string) => index.search(word, { prefix: true, fuzzy: false }).length > 0;
  const options = {
    combineWith: 'AND',
    prefix: true,
    fuzzy: (word: string) => (inCurriculum(word) ? false : typoAllowance(word)),
    boost: { title: TITLE_BOOST },
  } as const;

  return {
    search(query) {
      const found = query.trim() === '' ? [] : index.search(query.trim(), options);
      const hits = found.slice(0, MAX_RESULTS).map((result): SearchHit => {
        const record = records[result.id as number];
        return {
          url: record.url,
          title: moduleHeading(record, record.title),
          block: record.block,
          excerpt: excerpt(record.text, new Set(result.terms)),
        };
      });
      return { hits, total: found.length };
    },
  };
}
