/**
 * Task completion (spec section 4 table), computed from what the member has done on a page.
 * Pure: the side panel, the task cards and /programs all use it.
 */
import type { RequiredAction } from '../content/onboardingSchema';

/** What a task asks for, reduced to what completion needs (small enough to send to the browser). */
export type TaskRequirements = {
  requiredActions: readonly string[];
  requiredLinks: readonly string[];
  requiredVideos: readonly string[];
  requiredDocuments: readonly string[];
  /** Fingerprint of the quiz's question set (quizFingerprint), when the task has a quiz. */
  quizKey?: string;
};

export type QuizResult = { correct: number; total: number; passed: boolean; quizKey: string; answers?: Record<string, string> };
/** A submitted upload: the count, names and who submitted, never the files themselves. */
export type UploadRecord = { count: number; names: string[]; fullName?: string; eid?: string };

/** What a member has done on one page (one submodule). */
export type PageProgress = {
  links: string[];
  documents: string[];
  videos: string[];
  restricted: string[];
  visited: boolean;
  /** Per task index. */
  quizzes: Record<string, QuizResult>;
  uploads: Record<string, UploadRecord>;
};

export const emptyPage = (): PageProgress => ({ links: [], documents: [], videos: [], restricted: [], visited: false, quizzes: {}, uploads: {} });

const every = (required: readonly string[], done: readonly string[]) => required.every((r) => done.includes(r));

export function isActionDone(action: string, task: TaskRequirements, page: PageProgress, taskIndex: number): boolean {
  switch (action as RequiredAction) {
    case 'completeQuiz': {
      const result = page.quizzes[taskIndex];
      return Boolean(result?.passed && task.quizKey && result.quizKey === task.quizKey);
    }
    case 'uploadFiles':
      return (page.uploads[taskIndex]?.count ?? 0) > 0;
    case 'watchVideos':
      return every(task.requiredVideos, page.videos);
    case 'readDocuments':
      return every(task.requiredDocuments, page.documents);
    case 'clickLinks':
      return every(task.requiredLinks, page.links);
    default:
      return false; // any other value: never done
  }
}

export function taskProgress(task: TaskRequirements, page: PageProgress | undefined, taskIndex: number) {
  const p = page ?? emptyPage();
  const actions = task.requiredActions.map((action) => ({ action, done: isActionDone(action, task, p, taskIndex) }));
  const done = actions.filter((a) => a.done).length;
  return { actions, done, total: actions.length, complete: done === actions.length };
}

export function isTaskComplete(task: TaskRequirements, page: PageProgress | undefined, taskIndex: number): boolean {
  return taskProgress(task, page, taskIndex).complete;
}

/** A submodule is complete when every task is; one without tasks once it has been visited. */
export function isSubmoduleComplete(tasks: readonly TaskRequirements[], page: PageProgress | undefined): boolean {
  if (tasks.length === 0) return Boolean(page?.visited);
  return tasks.every((t, i) => isTaskComplete(t, page, i));
}
