/**
 * Member Home's 'New since your last visit': what changed since the kept record, each entry a link
 * to its page, only the member's team once chosen, and nothing on the next visit.
 */
import { render, screen, within } from '@testing-library/react';
import { emptyPage, seenCurriculumStorageKey } from '@/lib/record/record';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import type { ResumeBlock } from '@/lib/onboarding/resume';
import { seenCurriculum } from '@/lib/onboarding/whatsNew';
import { useProgressStore } from '@/lib/store/progress';
import { useSessionStore } from '@/lib/store/session';
import { rememberTeam } from '@/lib/store/team';
import { useWhatsNewStore } from '@/lib/store/whatsNew';
import WhatsNew from '..';

const link = (url: string): TaskRequirements => ({
  requiredActions: ['clickLinks'],
  requiredLinks: [url],
  requiredVideos: [],
  requiredDocuments: [],
});
const sub = (block: string, key: string, tasks: TaskRequirements[]) => ({
  key,
  pageKey: `${block}Module${key}`,
  title: `Title ${block} ${key}`,
  href: `/onboarding/${block}/${key}/`,
  tasks,
});
const before: ResumeBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1: General Skills',
    submodules: [sub('softwareB1', '1_1', [link('https://a.test')])],
  },
  { id: 'hardwareB1', team: 'Hardware', label: 'Block 1: General Skills', submodules: [sub('hardwareB1', '1_1', [])] },
];
const after: ResumeBlock[] = [
  { ...before[0], submodules: [sub('softwareB1', '1_1', [link('https://a.test'), link('https://b.test')]), sub('softwareB1', '1_2', [])] },
  { ...before[1], submodules: [...before[1].submodules, sub('hardwareB1', '1_2', [])] },
];
const finished = { softwareB1Module1_1: { ...emptyPage(), visited: true, links: ['https://a.test'] } };

function visit(blocks: ResumeBlock[]) {
  useWhatsNewStore.setState({ eid: null, news: null }); // a new page load
  return render(<WhatsNew blocks={blocks} />);
}

beforeEach(() => {
  localStorage.clear();
  useProgressStore.getState().switchMember(null);
  useSessionStore.setState({ member: { eid: 'ab1234', fullName: 'Ada Lovelace' } } as never);
  localStorage.setItem('onboarding-progress:ab1234', JSON.stringify({ version: 1, pages: finished }));
  useProgressStore.getState().switchMember('ab1234');
  localStorage.setItem(seenCurriculumStorageKey('ab1234'), JSON.stringify(seenCurriculum(before, finished)));
});

describe('WhatsNew', () => {
  it('lists the added submodules and the finished one that asks more, each a link, then nothing on the next visit', async () => {
    const { unmount } = visit(after);
    const news = await screen.findByRole('region', { name: 'New since your last visit' });
    const added = within(news).getAllByRole('list')[0];
    // (Next's Link in Jest writes the href without the export's trailing slash.)
    const href = (a: HTMLElement) => a.getAttribute('href')?.replace(/\/$/, '');
    expect(within(added).getAllByRole('link').map(href)).toEqual(['/onboarding/softwareB1/1_2', '/onboarding/hardwareB1/1_2']);
    expect(within(added).getByText('Hardware Block 1: General Skills')).toBeInTheDocument();
    expect(within(news).getByRole('heading', { name: 'Finished before, asking more now' })).toBeInTheDocument();
    expect(href(within(news).getByRole('link', { name: 'Title softwareB1 1_1' }))).toBe('/onboarding/softwareB1/1_1');
    unmount();

    visit(after);
    await screen.findByText((_, el) => el === document.body); // rendered
    expect(screen.queryByRole('region', { name: 'New since your last visit' })).toBeNull();
  });

  it("lists only the member's team once they have chosen one", async () => {
    rememberTeam('ab1234', 'Hardware');
    visit(after);
    const news = await screen.findByRole('region', { name: 'New since your last visit' });
    expect(
      within(news)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Title hardwareB1 1_2']);
  });

  it('shows nothing on a first visit, and keeps the curriculum for the next', async () => {
    localStorage.removeItem(seenCurriculumStorageKey('ab1234'));
    visit(after);
    await screen.findByText((_, el) => el === document.body);
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem(seenCurriculumStorageKey('ab1234'))).toContain('hardwareB1Module1_2');
  });
});
