/**
 * Task completion, computed from what the member has done on a page: a task is complete when every
 * action its `requiredActions` names is done (so at once when it names none); what each needs is below.
 * Pure: the side panel, the task cards and /programs all use it.
 */
import { emptyPage, type PageProgress } from '@/lib/record/record';
import { plural } from '@/lib/text/plural';
import { holds, uploadKeys, type ItemKind, type ItemNames } from './pageRecord';
import { isQuizPassed, quizResultFor } from './quiz';

/** What a task's `requiredActions` may name: the actions these rules know how to check. */
export const requiredActions = ['completeQuiz', 'uploadFiles', 'watchVideos', 'readDocuments', 'clickLinks'] as const;
export type RequiredAction = (typeof requiredActions)[number];

/** What a task asks for, reduced to what completion needs (small enough to send to the browser). */
export type TaskRequirements = {
  requiredActions: readonly string[];
  /** The required items' identities (./identity: their addresses). */
  requiredLinks: readonly string[];
  requiredVideos: readonly string[];
  requiredDocuments: readonly string[];
  /** The names those items are shown under, by identity: what records saved before identities hold. */
  names?: ItemNames;
  /** The task's key (./identity `taskKey`), which its uploads are kept under; by position where absent. */
  key?: string;
  /** What a result of the task's quiz is judged by (lib/onboarding/quiz's quizKey), when the task has a quiz. */
  quizKey?: string;
};

/** How many of an action's items are still to do: 0 when done (missing required items, or 1). */
function stillToDo(action: string, tasks: readonly TaskRequirements[], page: PageProgress, taskIndex: number): number {
  const task = tasks[taskIndex];
  const missing = (required: readonly string[], kind: ItemKind) =>
    required.filter((id) => !holds(page[kind], id, task.names?.[kind]?.[id])).length;
  switch (action as RequiredAction) {
    case 'completeQuiz': {
      return isQuizPassed(quizResultFor(page.quizzes, taskIndex, task.quizKey), task.quizKey) ? 0 : 1;
    }
    case 'uploadFiles': {
      const key = uploadKeys(tasks, page.uploads).get(taskIndex);
      return key !== undefined && page.uploads[key].count > 0 ? 0 : 1;
    }
    case 'watchVideos':
      return missing(task.requiredVideos, 'videos');
    case 'readDocuments':
      return missing(task.requiredDocuments, 'documents');
    case 'clickLinks':
      return missing(task.requiredLinks, 'links');
    default:
      return 1; // any other value: never done
  }
}

/** How far task `taskIndex` of a page's `tasks` is (its uploads are found among the page's: ./pageRecord). */
export function taskProgress(tasks: readonly TaskRequirements[], page: PageProgress | undefined, taskIndex: number) {
  const p = page ?? emptyPage();
  const actions = tasks[taskIndex].requiredActions.map((action) => {
    const left = stillToDo(action, tasks, p, taskIndex);
    return { action, done: left === 0, left };
  });
  const done = actions.filter((a) => a.done).length;
  return { actions, done, total: actions.length, complete: done === actions.length };
}

export function isTaskComplete(tasks: readonly TaskRequirements[], page: PageProgress | undefined, taskIndex: number): boolean {
  return taskProgress(tasks, page, taskIndex).complete;
}

/** What is left of an action, in the words /progress and the report use. */
const LEFT_WORDS = {
  completeQuiz: (n) => (n === 1 ? 'Quiz not passed yet' : `${n} quizzes not passed yet`),
  uploadFiles: (n) => (n === 1 ? 'Upload missing' : `${n} uploads missing`),
  watchVideos: (n) => `${plural(n, 'required video')} left`,
  readDocuments: (n) => `${plural(n, 'required document')} left`,
  clickLinks: (n) => `${plural(n, 'required link')} left`,
} satisfies Record<RequiredAction, (n: number) => string>;

export const NOT_VISITED = 'Not visited yet';

/**
 * A submodule is complete when every task is; one without tasks once it has been visited.
 * `left` says what is still to do, summed over its tasks ('2 required links left', 'Upload missing').
 */
export function submoduleProgress(
  tasks: readonly TaskRequirements[],
  page: PageProgress | undefined,
): { complete: boolean; left: string[] } {
  if (tasks.length === 0) return page?.visited ? { complete: true, left: [] } : { complete: false, left: [NOT_VISITED] };
  const totals = new Map<string, number>();
  tasks.forEach((_, i) => {
    for (const a of taskProgress(tasks, page, i).actions) if (!a.done) totals.set(a.action, (totals.get(a.action) ?? 0) + a.left);
  });
  const left = [...totals].map(([action, n]) =>
    action in LEFT_WORDS ? LEFT_WORDS[action as RequiredAction](n) : `"${action}" can never be done`,
  );
  return { complete: left.length === 0, left };
}

export function isSubmoduleComplete(tasks: readonly TaskRequirements[], page: PageProgress | undefined): boolean {
  return submoduleProgress(tasks, page).complete;
}

/** What each action's counter says on a task card, in the words of the list it counts. */
const COUNTED = {
  clickLinks: ['requiredLinks', 'required link', 'opened'],
  readDocuments: ['requiredDocuments', 'required document', 'opened'],
  watchVideos: ['requiredVideos', 'required video', 'watched'],
} as const;

/**
 * A task card's counter, action by action, in the words of the lists on the card: '3 of 4 required
 * links opened, quiz not passed yet' (a count of actions, '1 of 2 required steps done', said less than
 * the list beside it). An action with nothing required says nothing; '' once the task is complete.
 */
export function taskStatusWords(tasks: readonly TaskRequirements[], page: PageProgress | undefined, taskIndex: number): string {
  const { complete, actions } = taskProgress(tasks, page, taskIndex);
  if (complete) return '';
  const task = tasks[taskIndex];
  const parts = actions.flatMap(({ action, done, left }) => {
    if (action in COUNTED) {
      const [field, noun, verb] = COUNTED[action as keyof typeof COUNTED];
      const total = task[field].length;
      return total === 0 ? [] : [`${total - left} of ${plural(total, noun)} ${verb}`];
    }
    if (action === 'completeQuiz') return [done ? 'quiz passed' : 'quiz not passed yet'];
    if (action === 'uploadFiles') return [done ? 'upload submitted' : 'upload not submitted yet'];
    return [`"${action}" can never be done`];
  });
  const words = parts.join(', ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
