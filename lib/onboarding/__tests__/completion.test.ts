import { requirements as task } from '@/lib/onboarding/__tests__/requirements';
import { emptyPage } from '@/lib/record/record';
import { isSubmoduleComplete, isTaskComplete, submoduleProgress, taskProgress, taskStatusWords } from '@/lib/onboarding/completion';

describe('isTaskComplete: each required action checked as the task card shows it', () => {
  it('is complete with no required actions', () => expect(isTaskComplete([task({})], undefined, 0)).toBe(true));

  it('clickLinks: every required label clicked; done at once with no required links', () => {
    const t = task({ requiredActions: ['clickLinks'], requiredLinks: ['A', 'B'] });
    expect(isTaskComplete([t], { ...emptyPage(), links: ['A'] }, 0)).toBe(false);
    expect(isTaskComplete([t], { ...emptyPage(), links: ['B', 'A'] }, 0)).toBe(true);
    expect(isTaskComplete([task({ requiredActions: ['clickLinks'] })], undefined, 0)).toBe(true);
  });

  it('watchVideos and readDocuments follow the same rule', () => {
    const t = task({ requiredActions: ['watchVideos', 'readDocuments'], requiredVideos: ['V'], requiredDocuments: ['D'] });
    expect(taskProgress([t], { ...emptyPage(), videos: ['V'] }, 0)).toMatchObject({ done: 1, total: 2, complete: false });
    expect(isTaskComplete([t], { ...emptyPage(), videos: ['V'], documents: ['D'] }, 0)).toBe(true);
    expect(isTaskComplete([task({ requiredActions: ['watchVideos', 'readDocuments'] })], undefined, 0)).toBe(true);
  });

  it('completeQuiz: every question right on the same answers of this quiz, wherever the task now stands', () => {
    const t = task({ requiredActions: ['completeQuiz'], quizKey: 'q:r1:1' });
    const passed = { correct: 3, total: 3, passed: true, quizKey: 'q:r1:1' };
    expect(isTaskComplete([t], { ...emptyPage(), quizzes: { 0: passed } }, 0)).toBe(true);
    // The tasks were reordered since: the result of the same quiz under another task still counts.
    expect(isTaskComplete([t], { ...emptyPage(), quizzes: { 1: passed } }, 0)).toBe(true);
    expect(isTaskComplete([t], { ...emptyPage(), quizzes: { 1: { ...passed, quizKey: 'other:r1:1' } } }, 0)).toBe(false);
    // The pass mark judges the stored score, not the stored flag.
    expect(isTaskComplete([t], { ...emptyPage(), quizzes: { 0: { ...passed, correct: 2 } } }, 0)).toBe(false);
    expect(isTaskComplete([t], { ...emptyPage(), quizzes: { 0: { ...passed, quizKey: 'q:r1:old' } } }, 0)).toBe(false);
    expect(isTaskComplete([t], { ...emptyPage(), quizzes: { 0: { ...passed, quizKey: 'q:r2:1' } } }, 0)).toBe(false);
  });

  it('uploadFiles: done once an upload was submitted', () => {
    const t = task({ requiredActions: ['uploadFiles'] });
    expect(isTaskComplete([task(), task(), t], emptyPage(), 2)).toBe(false);
    expect(isTaskComplete([task(), task(), t], { ...emptyPage(), uploads: { 2: { count: 1, names: ['a.png'] } } }, 2)).toBe(true);
  });

  it('any other action is never done', () => expect(isTaskComplete([task({ requiredActions: ['dance'] })], emptyPage(), 0)).toBe(false));
});

describe('isSubmoduleComplete', () => {
  it('needs every task complete', () => {
    const tasks = [task({}), task({ requiredActions: ['clickLinks'], requiredLinks: ['A'] })];
    expect(isSubmoduleComplete(tasks, emptyPage())).toBe(false);
    expect(isSubmoduleComplete(tasks, { ...emptyPage(), links: ['A'] })).toBe(true);
  });
  it('counts a page without tasks once visited', () => {
    expect(isSubmoduleComplete([], undefined)).toBe(false);
    expect(isSubmoduleComplete([], { ...emptyPage(), visited: true })).toBe(true);
  });
});

describe('submoduleProgress: what is left, for /progress and the report', () => {
  it('names what each unfinished action still needs, summed over the tasks', () => {
    const tasks = [
      task({ requiredActions: ['clickLinks', 'completeQuiz'], requiredLinks: ['A', 'B'], quizKey: 'q:1' }),
      task({
        requiredActions: ['clickLinks', 'uploadFiles', 'watchVideos', 'readDocuments'],
        requiredLinks: ['C'],
        requiredVideos: ['V'],
        requiredDocuments: ['D', 'E'],
      }),
    ];
    expect(submoduleProgress(tasks, { ...emptyPage(), documents: ['D'] })).toEqual({
      complete: false,
      left: ['3 required links left', 'Quiz not passed yet', 'Upload missing', '1 required video left', '1 required document left'],
    });
  });

  it('says a quiz whose questions changed is not passed yet', () => {
    const t = task({ requiredActions: ['completeQuiz'], quizKey: 'q:new' });
    const page = { ...emptyPage(), quizzes: { 0: { correct: 3, total: 3, passed: true, quizKey: 'q:old' } } };
    expect(submoduleProgress([t], page).left).toEqual(['Quiz not passed yet']);
  });

  it('counts several quizzes and uploads', () => {
    const t = task({ requiredActions: ['completeQuiz', 'uploadFiles'], quizKey: 'q' });
    expect(submoduleProgress([t, t], undefined).left).toEqual(['2 quizzes not passed yet', '2 uploads missing']);
  });

  it('has nothing left once complete, and agrees with isSubmoduleComplete', () => {
    const tasks = [task({ requiredActions: ['clickLinks'], requiredLinks: ['A'] })];
    const page = { ...emptyPage(), links: ['A'] };
    expect(submoduleProgress(tasks, page)).toEqual({ complete: true, left: [] });
    expect(isSubmoduleComplete(tasks, page)).toBe(true);
  });

  it('asks for a visit on a page without tasks', () => {
    expect(submoduleProgress([], undefined)).toEqual({ complete: false, left: ['Not visited yet'] });
    expect(submoduleProgress([], { ...emptyPage(), visited: true })).toEqual({ complete: true, left: [] });
  });
});

describe('a task card’s counter says what its lists show', () => {
  const links = ['https://a.test/1', 'https://a.test/2', 'https://a.test/3', 'https://a.test/4'];
  // 'Work through the language basics': four required links, a document step with none required.
  const basics = [task({ requiredActions: ['clickLinks', 'readDocuments'], requiredLinks: links })];

  it('counts the required links opened, not the steps', () => {
    expect(taskStatusWords(basics, { ...emptyPage(), links: links.slice(0, 3) }, 0)).toBe('3 of 4 required links opened');
    expect(taskStatusWords(basics, { ...emptyPage(), links }, 0)).toBe('');
  });

  it('names each kind in its list’s words, the quiz and the upload by what is still to do', () => {
    const mixed = [
      task({
        requiredActions: ['watchVideos', 'readDocuments', 'completeQuiz', 'uploadFiles'],
        requiredVideos: ['https://youtu.be/a', 'https://youtu.be/b'],
        requiredDocuments: ['https://a.test/doc.pdf'],
        quizKey: 'q:r1:x',
      }),
    ];
    expect(taskStatusWords(mixed, { ...emptyPage(), videos: ['https://youtu.be/a'] }, 0)).toBe(
      '1 of 2 required videos watched, 0 of 1 required document opened, quiz not passed yet, upload not submitted yet',
    );
  });
});
