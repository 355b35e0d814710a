import { MAX_RESULTS } from '@/lib/search/limits';
import { createCurriculumSearch, typoAllowance } from '@/lib/search/query';
import type { SearchRecord } from '@/lib/search/records';

const record = (n: number, title: string, text: string, block = 'Software Block 3: Signals'): SearchRecord => ({
  url: `/onboarding/softwareB3/${n}_1/`,
  title,
  module: n,
  sub: 1,
  block,
  text: `${title}. ${text}`,
});

const records = [
  record(1, 'Fourier Transforms', 'A signal is a sum of sine waves; the discrete Fourier transform finds them.'),
  record(2, 'Filtering', 'Design a notch filter for mains noise, then a bandpass filter. Four shapes of filters.'),
  record(
    3,
    'Python',
    'Install Python and write your first script. Keep photos of your setup.',
    'Hardware Block 4: Hardware-Software Interfacing',
  ),
  record(4, 'Files and folders', 'Save each file in a folder, and a fillet is a rounded edge.'),
  record(5, 'Spectra', 'Power spectra come from the Fourier transform of each window.'),
];

const search = createCurriculumSearch(records);
const titles = (query: string) => search.search(query).hits.map((h) => h.title);

describe('the curriculum search', () => {
  it('shows a result as the module heading, its block and its address', () => {
    expect(search.search('bandpass').hits).toEqual([
      expect.objectContaining({ url: '/onboarding/softwareB3/2_1/', title: 'Module 2.1: Filtering', block: 'Software Block 3: Signals' }),
    ]);
  });

  it('ranks a page whose title holds the word before one that only mentions it', () => {
    expect(titles('fourier')).toEqual(['Module 1.1: Fourier Transforms', 'Module 5.1: Spectra']);
  });

  it('matches the beginning of a word, as the member may still be typing', () => {
    expect(titles('transf')).toEqual(['Module 1.1: Fourier Transforms', 'Module 5.1: Spectra']);
  });

  it('forgives typos: a letter missing, letters swapped', () => {
    expect(titles('fourir')[0]).toBe('Module 1.1: Fourier Transforms');
    expect(titles('phyton')[0]).toBe('Module 3.1: Python');
    expect(titles('fouirer transfrom')).toEqual(['Module 1.1: Fourier Transforms', 'Module 5.1: Spectra']);
  });

  it('does not take a word the curriculum holds for a typo of another', () => {
    // 'filter' is one or two edits from 'file', 'fillet' and 'folder': those pages are not results.
    expect(titles('filter')).toEqual(['Module 2.1: Filtering']);
  });

  it('finds nothing for nonsense, even when it shares letters with the text', () => {
    for (const nonsense of ['zzqxjv', 'qwrtz', 'xq']) expect(search.search(nonsense)).toEqual({ hits: [], total: 0 });
  });

  it('needs every word of the query: a stray word narrows the results', () => {
    expect(titles('fourier window')).toEqual(['Module 5.1: Spectra']);
    expect(titles('fourier zzqxjv')).toEqual([]);
  });

  it('allows no typo in short words (one edit makes another word), one up to 5 letters, two from 6', () => {
    expect(['eeg', 'pca'].map(typoAllowance)).toEqual([0, 0]);
    expect(['fitler', 'sgnal'].map(typoAllowance)).toEqual([2, 1]);
    expect(titles('fikes')).toEqual(['Module 4.1: Files and folders']);
  });

  it('lists at most MAX_RESULTS and counts them all', () => {
    const many = Array.from({ length: MAX_RESULTS + 3 }, (_, i) => record(i + 1, `Topic ${i + 1}`, 'About electrodes.'));
    const answer = createCurriculumSearch(many).search('electrode');
    expect(answer.total).toBe(MAX_RESULTS + 3);
    expect(answer.hits).toHaveLength(MAX_RESULTS);
  });

  it('marks the matched words in the excerpt, typos and prefixes included', () => {
    const [hit] = search.search('notch filt').hits;
    expect(hit.excerpt.filter((p) => p.mark).map((p) => p.text)).toEqual(['Filtering', 'notch', 'filter', 'filter', 'filters']);
    const [typo] = search.search('phyton').hits;
    expect(typo.excerpt.filter((p) => p.mark).map((p) => p.text)).toContain('Python');
  });

  it('finds nothing for an empty query', () => {
    expect(search.search('   ')).toEqual({ hits: [], total: 0 });
  });
});
