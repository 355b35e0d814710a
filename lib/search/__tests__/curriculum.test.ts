/**
 * @jest-environment node
 */
// The search over the real curriculum, as the build seals it: rules that hold whatever officers
// write, and a few typical searches, misspelt ('fourir', 'phyton') or not ('oscilloscope'), each
// checked only when the curriculum has such a page.
import { loadBlocks } from '@/lib/content/blocks';
import { loadOnboarding } from '@/lib/content/onboarding';
import { normaliseTerm, tokenize } from '@/lib/search/excerpt';
import { createCurriculumSearch } from '@/lib/search/query';
import { searchRecords } from '@/lib/search/records';

const records = searchRecords(loadOnboarding().submodules, loadBlocks());
const search = createCurriculumSearch(records);
const first = (query: string) => search.search(query).hits[0]?.title ?? '(nothing)';
const titled = (word: string) => records.filter((r) => new RegExp(`\\b${word}`, 'i').test(r.title));

/** A typo a member makes: one letter of the word left out, near its end ('fourier' → 'fourir'). */
const dropLetter = (word: string) => word.slice(0, -2) + word.slice(-1);

describe('searching the real curriculum', () => {
  it('has a record for every submodule', () => {
    expect(records).toHaveLength(loadOnboarding().submodules.length);
  });

  it.each([
    ['fourir', 'Fourier'],
    ['phyton', 'Python'],
    ['oscilloscope', 'Oscilloscope'],
  ])('%s lists the pages titled %s first', (query, word) => {
    const expected = titled(word).map((r) => r.url);
    if (expected.length === 0) return; // no such page in the curriculum any more
    expect(
      search
        .search(query)
        .hits.slice(0, expected.length)
        .map((h) => h.url)
        .sort(),
    ).toEqual(expected.sort());
  });

  it('finds, for a title word of 6 letters or more typed with a letter missing, a page with that word in its title first', () => {
    // A typo that is itself a word of the curriculum ('basics' → 'basis') is a search for that word.
    const known = new Set(records.flatMap((r) => tokenize(r.text).map(normaliseTerm)));
    const words = [...new Set(records.flatMap((r) => r.title.match(/\b[A-Za-z]{6,}\b/g) ?? []))].filter(
      (w) => !known.has(normaliseTerm(dropLetter(w))),
    );
    // Whatever the curriculum: at least one such word (our curriculum has dozens, the fixture three).
    expect(words.length).toBeGreaterThan(0);
    // 'Applications' may find 'Application' first: the same word for a member.
    const stem = (w: string) => w.toLowerCase().replace(/s$/, '');
    const misses = words
      .filter((w) => !first(dropLetter(w)).toLowerCase().includes(stem(w)))
      .map((w) => `${dropLetter(w)} → ${first(dropLetter(w))}`);
    expect(misses).toEqual([]);
  });

  it('finds nothing for nonsense', () => {
    for (const nonsense of ['zzqxjv', 'qxzvjk', 'wqxzpt', 'zz']) expect(search.search(nonsense).total).toBe(0);
  });
});
