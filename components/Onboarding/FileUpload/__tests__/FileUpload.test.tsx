/**
 * The upload panel: chosen files are listed and can be removed, Submit needs files, a name and an
 * EID, and what is saved is the count, the names and who submitted, never the files.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useProgressStore } from '@/lib/store/progress';
import { requirements } from '@/lib/onboarding/__tests__/requirements';
import FileUpload from '..';

/** The page's tasks: the panel is task 1's, kept under its key. */
const TASKS = ['Read the guide', 'Upload the schematic'].map((key, i) => requirements({ key, requiredActions: i ? ['uploadFiles'] : [] }));

const store = () => useProgressStore.getState();
const file = (name: string, type = 'application/pdf') => new File(['x'.repeat(2048)], name, { type });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Choose files to upload'), { target: { files } });
const renderUpload = (props: Partial<Parameters<typeof FileUpload>[0]> = {}) =>
  render(
    <FileUpload pageKey="hardwareB1Module1_2" tasks={TASKS} taskIndex={1} email="onboarding@example.edu" studentId="EID" {...props} />,
  );

/** What a member does for one file: chooses it, fills in who they are, and submits. */
function uploadOne() {
  choose(file('a.pdf'));
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('EID'), { target: { value: 'al1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

// jsdom lays nothing out: the panel's scroll into view after Submit is a no-op here.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  localStorage.clear();
  store().switchMember(null);
  store().switchMember('ab1234');
});

describe('FileUpload', () => {
  it('lists chosen files with their sizes and removes one on request', () => {
    renderUpload();
    choose(file('schematic.pdf'), file('board.png', 'image/png'));
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('schematic.pdf')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Preview board.png' })).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove schematic.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('submits only with files, a full name and an EID, and saves names and counts, not files', () => {
    renderUpload();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    choose(file('schematic.pdf'), file('notes.pdf'));
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: ' Ada Lovelace ' } });
    fireEvent.change(screen.getByLabelText('EID'), { target: { value: 'al1234' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(store().pages.hardwareB1Module1_2.uploads['Upload the schematic']).toEqual({
      count: 2,
      names: ['schematic.pdf', 'notes.pdf'],
      fullName: 'Ada Lovelace',
      eid: 'al1234',
      uploadedAt: expect.any(String),
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Files uploaded successfully! You may now proceed.');
    expect(status).toHaveTextContent('2 files uploaded');
    expect(status).toHaveTextContent('Submitted by: Ada Lovelace (al1234)');
    expect(status).toHaveTextContent('send them to onboarding@example.edu');
  });

  it("'Upload More Files' opens an empty form again, keeping the saved upload", () => {
    renderUpload();
    uploadOne();
    fireEvent.click(screen.getByRole('button', { name: 'Upload More Files' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    expect(store().pages.hardwareB1Module1_2.uploads['Upload the schematic'].count).toBe(1);
  });

  it('takes no files when the task has uploads disabled', () => {
    renderUpload({ disabled: true });
    expect(screen.getByText('Upload Disabled')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose files to upload')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
  });

  it('shows the drop-zone texts, and says before any file is chosen where the files go', () => {
    renderUpload();
    expect(screen.getByText('Support for any file type, any number of files, no size limit')).toBeInTheDocument();
    expect(screen.getByText('You can continue adding more files after uploading')).toBeInTheDocument();
    expect(screen.getByText(/on this device only/)).toHaveTextContent(
      'Uploading notes your files on this device only; you then send them to onboarding@example.edu as the task says.',
    );
  });

  it("labels the student ID field with the university's own word", () => {
    renderUpload({ studentId: 'Matriculation number' });
    expect(screen.getByLabelText('Matriculation number')).toHaveAttribute('placeholder', 'Enter your Matriculation number');
    expect(screen.queryByText('EID')).toBeNull();
  });

  it('takes focus on the saved upload after Submit, not when the page opens with one saved', () => {
    renderUpload();
    uploadOne();
    expect(screen.getByRole('status')).toHaveFocus();
    cleanup();
    renderUpload();
    expect(screen.getByRole('status')).toHaveTextContent('1 file uploaded');
    expect(screen.getByRole('status')).not.toHaveFocus();
  });
});

describe('FileUpload previews', () => {
  // jsdom has no object URLs: each made is counted, and each revoked.
  let made: string[] = [];
  let revoked: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    made = [];
    revoked = [];
    URL.createObjectURL = jest.fn(() => {
      made.push(`blob:preview-${made.length}`);
      return made[made.length - 1];
    });
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  });
  afterEach(() => jest.useRealTimers());

  it('shows a picture on Preview, and lets its memory go a second after Hide', () => {
    renderUpload();
    choose(file('board.png', 'image/png'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview board.png' }));
    expect(screen.getByRole('img', { name: 'Preview of board.png' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide board.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of board.png' })).toBeNull();
    act(() => jest.advanceTimersByTime(999)); // the browser may still be painting it
    expect(revoked).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(revoked).toEqual(made);
  });

  it('lets every shown preview go when the panel closes', () => {
    const { unmount } = renderUpload();
    choose(file('board.png', 'image/png'), file('photo.jpg', 'image/jpeg'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview board.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview photo.jpg' }));
    expect(made).toHaveLength(2);
    unmount();
    expect(revoked.sort()).toEqual([...made].sort());
  });
});
