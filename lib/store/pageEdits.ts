/**
 * The progress store's edits of one page's record (./progress.ts applies them to the freshest saved
 * record): pure, so that what a tick, a quiz submission or an upload changes is read in one place.
 */
import type { TaskRequirements } from '@/lib/onboarding/completion';
import { uploadKeys } from '@/lib/onboarding/pageRecord';
import { quizIdOf } from '@/lib/onboarding/quiz';
import type { PageProgress, QuizResult, UploadRecord } from '@/lib/record/record';

const addName = (list: string[], name: string) => (list.includes(name) ? list : [...list, name]);

/** Ticks an item by its identity; a video also as restricted when it would not play here. */
export const tick =
  (kind: 'links' | 'documents' | 'videos', id: string, restricted = false) =>
  (p: PageProgress): PageProgress => ({
    ...p,
    [kind]: addName(p[kind], id),
    ...(restricted ? { restricted: addName(p.restricted, id) } : {}),
  });

/**
 * Records a quiz result of task `task` (null clears it, with the quiz's key): either way no other task
 * of the page keeps a result of the same quiz (one saved before its tasks were reordered).
 */
export const withQuiz =
  (task: number, result: QuizResult | null, quizKey: string | undefined) =>
  (p: PageProgress): PageProgress => {
    const elsewhere = (r: QuizResult, at: string) =>
      at !== String(task) && quizKey !== undefined && quizIdOf(r.quizKey) === quizIdOf(quizKey);
    const quizzes = Object.fromEntries(Object.entries(p.quizzes).filter(([at, r]) => !elsewhere(r, at)));
    if (result) quizzes[task] = result;
    else delete quizzes[task];
    return { ...p, quizzes };
  };

/** Records task `index`'s upload under the task's key, or clears the one that counts for it (null). */
export const withUpload =
  (tasks: readonly TaskRequirements[], index: number, upload: UploadRecord | null) =>
  (p: PageProgress): PageProgress => {
    const uploads = { ...p.uploads };
    const counted = uploadKeys(tasks, p.uploads).get(index);
    if (counted !== undefined) delete uploads[counted];
    if (upload) uploads[tasks[index].key ?? String(index)] = upload;
    return { ...p, uploads };
  };
