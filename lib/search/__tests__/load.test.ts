import type { SearchRecord } from '@/lib/search/records';

jest.mock('@/lib/seal/client', () => ({ openSealed: jest.fn() }));

const records: SearchRecord[] = [
  {
    url: '/onboarding/softwareB3/2_2/',
    title: 'Fourier Transforms',
    module: 2,
    sub: 2,
    block: 'Software Block 3: Signals',
    text: 'Fourier Transforms. Sine waves.',
  },
];

/** A fresh copy of the loader (its cache is per page load) and of the mocked sealed-file client. */
function fresh() {
  jest.resetModules();
  const { loadCurriculumSearch } = jest.requireActual<typeof import('@/lib/search/load')>('../load');
  const { openSealed } = jest.requireMock<{ openSealed: jest.Mock }>('../../seal/client');
  return { loadCurriculumSearch, openSealed };
}

describe('loadCurriculumSearch', () => {
  it('opens the sealed search records, once, and searches them', async () => {
    const { loadCurriculumSearch, openSealed } = fresh();
    openSealed.mockResolvedValue(records);
    expect(openSealed).not.toHaveBeenCalled(); // nothing is fetched before the box asks
    const [a, b] = await Promise.all([loadCurriculumSearch(), loadCurriculumSearch()]);
    expect(a).toBe(b);
    expect(await loadCurriculumSearch()).toBe(a);
    expect(openSealed).toHaveBeenCalledTimes(1);
    expect(openSealed).toHaveBeenCalledWith('search');
    expect(a.search('fourir').hits.map((h) => h.title)).toEqual(['Module 2.2: Fourier Transforms']);
  });

  it('tries again on the next query after a failed load', async () => {
    const { loadCurriculumSearch, openSealed } = fresh();
    openSealed.mockRejectedValueOnce(new Error('no session key')).mockResolvedValueOnce(records);
    await expect(loadCurriculumSearch()).rejects.toThrow('no session key');
    await expect(loadCurriculumSearch()).resolves.toHaveProperty('search');
    expect(openSealed).toHaveBeenCalledTimes(2);
  });
});
