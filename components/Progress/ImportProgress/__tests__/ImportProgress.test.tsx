/**
 * 'Import progress': a file saved with 'Download my progress' is shown in a dialog and merged or
 * replaced; a file it refuses leaves progress as it was and says why.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { emptyPage } from '@/lib/record/record';
import { progressFile, progressFileText } from '@/lib/progress/progressFile';
import type { OutlineBlock } from '@/lib/progress/summary';
import { useProgressStore } from '@/lib/store/progress';
import { useSessionStore } from '@/lib/store/session';
import ImportProgress from '..';

const outline: OutlineBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1',
    submodules: [
      { key: '1_1', pageKey: 'softwareB1Module1_1', title: 'Setup', href: '/onboarding/softwareB1/1_1/', tasks: [] },
      { key: '1_2', pageKey: 'softwareB1Module1_2', title: 'Python', href: '/onboarding/softwareB1/1_2/', tasks: [] },
    ],
  },
];
const store = () => useProgressStore.getState();
const visited = () => ({ ...emptyPage(), visited: true });

/** The file as a member's browser hands it over (jsdom's File has no text()). */
const fileOf = (text: string) =>
  Object.assign(new File([text], 'onboarding-progress.json', { type: 'application/json' }), { text: async () => text });
async function choose(text: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Import progress'), { target: { files: [fileOf(text)] } });
  });
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open and close it as a browser would.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  localStorage.clear();
  store().switchMember(null);
  store().switchMember('ab1234');
  useSessionStore.setState({ member: { eid: 'ab1234', fullName: 'Ada Lovelace' } } as never);
});

describe('ImportProgress', () => {
  it('shows what a file holds, and Merge adds it to what is saved here', async () => {
    store().markLink('softwareB1Module1_1', 'Docs');
    render(<ImportProgress outline={outline} studentId="NetID" />);
    await choose(progressFileText(progressFile('AB1234', { softwareB1Module1_2: visited() }, new Date('2026-11-20T10:00:00Z'))));
    const dialog = await screen.findByRole('dialog', { name: 'Import this progress file?' });
    expect(within(dialog).getByText('AB1234')).toBeInTheDocument();
    // The ID under the university's word for it (content/site.yaml), not another university's.
    expect(within(dialog).getByText('NetID', { selector: 'dt' })).toBeInTheDocument();
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(store().pages.softwareB1Module1_1.links).toEqual(['Docs']);
    expect(store().pages.softwareB1Module1_2.visited).toBe(true);
    await waitFor(() => expect(screen.getByText('Progress merged: 1 / 2 submodules complete.')).toBeInTheDocument());
  });

  it('refuses a file that is not a progress file and keeps progress as it was', async () => {
    store().markLink('softwareB1Module1_1', 'Docs');
    render(<ImportProgress outline={outline} studentId="NetID" />);
    await choose('{"hello": "world"}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This file is not a progress file: it was not saved with 'Download my progress'.",
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Object.keys(store().pages)).toEqual(['softwareB1Module1_1']);
  });

  it("warns about another member's file and offers no Replace", async () => {
    render(<ImportProgress outline={outline} studentId="NetID" />);
    await choose(progressFileText(progressFile('zz9999', { softwareB1Module1_2: visited() }, new Date('2026-11-20T10:00:00Z'))));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This file belongs to another NetID \(zz9999\)/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Replace' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store().pages.softwareB1Module1_2).toBeUndefined();
  });

  it('opens again for a file chosen before the browser has told of the last Cancel', async () => {
    // A browser fires 'close' in a task of its own: here it waits until the test lets it go.
    const pending: HTMLDialogElement[] = [];
    const close = HTMLDialogElement.prototype.close;
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
      pending.push(this);
    };
    try {
      const text = progressFileText(progressFile('ab1234', { softwareB1Module1_2: visited() }, new Date('2026-11-20T10:00:00Z')));
      render(<ImportProgress outline={outline} studentId="NetID" />);
      await choose(text);
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      await choose(text);
      act(() => pending.splice(0).forEach((d) => d.dispatchEvent(new Event('close'))));
      const dialog = screen.getByRole('dialog', { name: 'Import this progress file?' }) as HTMLDialogElement;
      expect(dialog.open).toBe(true);
      expect(within(dialog).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    } finally {
      HTMLDialogElement.prototype.close = close;
    }
  });
});
