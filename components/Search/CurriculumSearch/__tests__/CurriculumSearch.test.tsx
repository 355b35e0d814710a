import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import CurriculumSearch from '..';
import { createCurriculumSearch } from '@/lib/search/query';
import type { SearchRecord } from '@/lib/search/records';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const records: SearchRecord[] = [
  {
    url: '/onboarding/softwareB3/2_2/',
    title: 'Fourier Transforms',
    module: 2,
    sub: 2,
    block: 'Software Block 3: Signals',
    text: 'Fourier Transforms. The discrete Fourier transform <script>alert(1)</script>.',
  },
  {
    url: '/onboarding/softwareB1/1_1/',
    title: 'Python Basics',
    module: 1,
    sub: 1,
    block: 'Software Block 1: General Skills',
    text: 'Python Basics. Install Python.',
  },
];
const load = jest.fn(async () => createCurriculumSearch(records));
jest.mock('@/lib/search/load', () => ({ loadCurriculumSearch: () => load() }));

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function type(value: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the curriculum' }), { target: { value } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(200);
  });
}

describe('CurriculumSearch', () => {
  it('loads the search on the first focus only', () => {
    render(<CurriculumSearch />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('searchbox'));
    expect(load).toHaveBeenCalled();
  });

  it('lists a typo’s page with its heading, block and marked words; markup in the text stays text', async () => {
    const { container } = render(<CurriculumSearch />);
    await type('fourir');
    const link = screen.getByRole('link', { name: 'Module 2.2: Fourier Transforms' });
    expect(link.getAttribute('href')).toMatch(/^\/onboarding\/softwareB3\/2_2\/?$/); // next/link drops the slash outside the export
    expect(screen.getByText('Software Block 3: Signals')).toBeInTheDocument();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Fourier', 'Fourier']);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('says so when nothing matches', async () => {
    render(<CurriculumSearch />);
    await type('zzqxjv');
    expect(screen.getByRole('status')).toHaveTextContent('No results for "zzqxjv"');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });
});

test("the '/' key focuses the box from the commit that shows it, before any passive effect has run", () => {
  const focused: boolean[] = [];
  /** Presses '/' where the browser is about to paint: after the commit's layout effects, before its passive ones. */
  function BeforePaint() {
    useLayoutEffect(() => {
      const box = screen.getByRole('searchbox', { name: 'Search the curriculum' });
      // jsdom lays nothing out; the box is on screen as far as the shortcut can tell.
      box.getClientRects = () => [new DOMRect(0, 0, 200, 40)] as unknown as DOMRectList;
      document.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
      focused.push(document.activeElement === box);
    });
    return null;
  }
  render(
    <>
      <CurriculumSearch />
      <BeforePaint />
    </>,
  );
  expect(focused).toEqual([true]);
});
