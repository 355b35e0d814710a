/**
 * What a tick is kept under (docs/decisions/onboarding.md, "What a tick is kept under"): a record made
 * before an edit and read after it is judged by what the member did, not by where an item stood or
 * what it was called.
 */
import { requirements } from '@/lib/onboarding/__tests__/requirements';
import { isSubmoduleComplete, submoduleProgress, type TaskRequirements } from '@/lib/onboarding/completion';
import { addressKey, taskKey, videoKey } from '@/lib/onboarding/identity';
import { holds, uploadFor, uploadKeys } from '@/lib/onboarding/pageRecord';
import { resolvePage } from '@/lib/onboarding/resolvePage';
import { emptyPage, type PageProgress } from '@/lib/record/record';

const TUTORIAL = 'https://docs.python.org/3/tutorial/index.html';
const CONTROL = 'https://docs.python.org/3/tutorial/controlflow.html';
const upload = { count: 1, names: ['hello.png'], uploadedAt: '2026-11-20T18:04:00.000Z' };

/** softwareB1/1_1 as it was: the upload task first, then the reading task. */
const setup = (title = 'Install Python and run your first script') => requirements({ key: title, requiredActions: ['uploadFiles'] });
const reading = (label = 'official Python tutorial', docTitle = 'More Control Flow Tools (tutorial section 4)') =>
  requirements({
    key: 'Work through the language basics',
    requiredActions: ['clickLinks', 'readDocuments'],
    requiredLinks: [TUTORIAL],
    requiredDocuments: [CONTROL],
    names: { links: { [TUTORIAL]: label }, documents: { [CONTROL]: docTitle } },
  });
const page = (over: Partial<PageProgress>): PageProgress => ({ ...emptyPage(), visited: true, ...over });

describe('identities', () => {
  it('a link or document is its address as the browser reads it, a video the video itself', () => {
    expect(addressKey(' https://Docs.Python.org ')).toBe('https://docs.python.org/');
    expect(addressKey(CONTROL)).toBe(CONTROL);
    const id = 'dQw4w9WgXcQ';
    expect(
      new Set([`https://youtu.be/${id}`, `https://www.youtube.com/watch?v=${id}`, `https://www.youtube.com/embed/${id}`].map(videoKey)),
    ).toEqual(new Set([`https://youtu.be/${id}`]));
  });

  it('a task is its id when an officer gave one, else its title', () => {
    expect(taskKey({ title: 'Upload your plot' })).toBe('Upload your plot');
    expect(taskKey({ id: 'first-plot', title: 'Upload your plot' })).toBe('first-plot');
  });
});

describe('a member who finished softwareB1/1_1, read after officers edited it', () => {
  // Saved today: ticks by address, the upload under its task's key.
  const today = page({ links: [TUTORIAL], documents: [CONTROL], uploads: { 'Install Python and run your first script': upload } });
  // Saved before ticks were kept by address: by label, title and task position.
  const before = page({
    links: ['official Python tutorial'],
    documents: ['More Control Flow Tools (tutorial section 4)'],
    uploads: { 0: upload },
  });

  it('is complete as it was', () => {
    for (const record of [today, before]) expect(isSubmoduleComplete([setup(), reading()], record)).toBe(true);
  });

  it('stays complete with the tasks swapped, the document retitled and the link renamed everywhere', () => {
    const edited = [reading('Python tutorial', 'Control Flow Tools (tutorial section 4)'), setup()];
    expect(submoduleProgress(edited, today)).toEqual({ complete: true, left: [] });
    // The upload counts for the task that asked for it, now second.
    expect(uploadFor(edited, today, 1)).toBe(upload);
    expect(uploadFor(edited, today, 0)).toBeUndefined();
  });

  it('a record saved before, read once on the page as it was, survives the same edit', () => {
    const names = {
      links: { [TUTORIAL]: 'official Python tutorial' },
      documents: { [CONTROL]: 'More Control Flow Tools (tutorial section 4)' },
    };
    const moved = resolvePage([setup(), reading()], names, before);
    expect(moved).toEqual(today);
    const edited = [reading('Python tutorial', 'Control Flow Tools (tutorial section 4)'), setup()];
    expect(isSubmoduleComplete(edited, moved)).toBe(true);
    // Unmoved, its position-kept upload still finds the one upload task after the swap.
    expect(uploadFor(edited, before, 1)).toBe(upload);
  });

  it('keeps the upload when the upload task is retitled (one task without its upload, one upload no task claims)', () => {
    const retitled = [setup('Install Python 3 and run your first script'), reading()];
    expect(isSubmoduleComplete(retitled, today)).toBe(true);
    expect(resolvePage(retitled, {}, today).uploads).toEqual({ 'Install Python 3 and run your first script': upload });
  });

  it('asks again for what is new: a required document added, or a required link at a new address', () => {
    const more = requirements({ ...reading(), requiredDocuments: [CONTROL, 'https://docs.python.org/3/tutorial/datastructures.html'] });
    expect(submoduleProgress([setup(), more], today)).toEqual({ complete: false, left: ['1 required document left'] });
    const moved = requirements({ ...reading(), requiredLinks: ['https://docs.python.org/3.14/tutorial/'] });
    expect(submoduleProgress([setup(), moved], today)).toEqual({ complete: false, left: ['1 required link left'] });
  });
});

describe('uploads: which saved one counts for which task', () => {
  const two = (a: string, b: string): TaskRequirements[] => [a, b].map((key) => requirements({ key, requiredActions: ['uploadFiles'] }));

  it('by key first; a position-kept one only for an upload task that has none', () => {
    expect(uploadKeys(two('A', 'B'), { B: upload, 0: upload })).toEqual(
      new Map([
        [1, 'B'],
        [0, '0'],
      ]),
    );
    // A reading task at position 0 never takes the upload saved there: the one upload task does.
    const mixed = [requirements({ key: 'Read' }), requirements({ key: 'Upload', requiredActions: ['uploadFiles'] })];
    expect(uploadKeys(mixed, { 0: upload })).toEqual(new Map([[1, '0']]));
  });

  it('never guesses between two: two upload tasks retitled at once keep neither (content:check --against warns)', () => {
    expect(uploadKeys(two('A2', 'B2'), { A: upload, B: upload })).toEqual(new Map());
    expect(isSubmoduleComplete(two('A2', 'B2'), page({ uploads: { A: upload, B: upload } }))).toBe(false);
  });

  it('moving onto keys drops nothing: what no task claims stays where it was', () => {
    const record = page({ uploads: { A: upload, B: upload } });
    expect(resolvePage(two('A2', 'B2'), {}, record)).toBe(record);
  });
});

describe('names', () => {
  it('a list holds an item by its identity or by the name an older record holds', () => {
    expect(holds([CONTROL], CONTROL, 'Control')).toBe(true);
    expect(holds(['Control'], CONTROL, 'Control')).toBe(true);
    expect(holds(['Control'], CONTROL)).toBe(false);
  });

  it('a name two items share is moved onto neither', () => {
    const names = { links: { [TUTORIAL]: 'tutorial', [CONTROL]: 'tutorial' } };
    const record = page({ links: ['tutorial'] });
    expect(resolvePage([], names, record)).toBe(record);
  });

  it('the restricted videos move with the watched ones', () => {
    const id = videoKey('https://youtu.be/dQw4w9WgXcQ');
    const record = page({ videos: ['Intro'], restricted: ['Intro'] });
    expect(resolvePage([], { videos: { [id]: 'Intro' } }, record)).toMatchObject({ videos: [id], restricted: [id] });
  });
});
