/**
 * What /progress and the report show: per block 'n / total', per submodule complete or what is
 * left (the side panel's completion function), the quiz results and the upload records.
 * The outline (the curriculum reduced to what this needs) comes from the server: lib/progress/outline.
 */
import type { QuizResult, UploadRecord, Pages } from '@/lib/record/record';
import { submoduleProgress, type TaskRequirements } from '@/lib/onboarding/completion';
import { blockName, submoduleNumber } from '@/lib/onboarding/names';
import { uploadFor } from '@/lib/onboarding/pageRecord';
import { isQuizPassed, quizResultFor, resultMatchesQuiz } from '@/lib/onboarding/quiz';

/** `questions`: how many questions the task's quiz has now (an imported score cannot exceed it). */
export type OutlineTask = TaskRequirements & { title: string; quizTitle?: string; questions?: number };
export type OutlineSubmodule = { key: string; pageKey: string; formerKeys?: string[]; title: string; href: string; tasks: OutlineTask[] };
/** `formerTeams`: the names the block's team had before (blocks.yaml `teams:`), which older reports may give. */
export type OutlineBlock = { id: string; team: string; formerTeams?: string[]; label: string; submodules: OutlineSubmodule[] };

export type SubmoduleSummary = OutlineSubmodule & { complete: boolean; left: string[] };
export type BlockSummary = {
  id: string;
  name: string;
  team: string;
  done: number;
  total: number;
  complete: boolean;
  started: boolean;
  submodules: SubmoduleSummary[];
};
/** `blockShort`: 'Software Block 1' (the label up to its colon). */
type Where = {
  block: string;
  blockName: string;
  blockShort: string;
  submodule: string;
  pageKey: string;
  task: number;
  href: string;
  taskTitle: string;
};
/**
 * `current` is false when the quiz's answers changed (or it was reset) after this result; `passed`
 * is the pass mark (lib/onboarding/quiz) judged on the quiz as it is now.
 */
export type QuizLine = Where & { title: string; result: QuizResult; current: boolean; passed: boolean };
export type UploadLine = Where & { upload: UploadRecord };
export type ProgressSummary = { blocks: BlockSummary[]; quizzes: QuizLine[]; uploads: UploadLine[]; done: number; total: number };

export function summariseProgress(outline: readonly OutlineBlock[], pages: Pages): ProgressSummary {
  const quizzes: QuizLine[] = [];
  const uploads: UploadLine[] = [];
  const blocks = outline.map((b): BlockSummary => {
    const name = blockName(b);
    const submodules = b.submodules.map((s) => {
      const page = pages[s.pageKey];
      s.tasks.forEach((task, i) => {
        const where = {
          block: b.id,
          blockName: name,
          blockShort: `${b.team} ${b.label.split(':')[0]}`,
          submodule: submoduleNumber(s.key),
          pageKey: s.pageKey,
          task: i,
          href: s.href,
          taskTitle: task.title,
        };
        const result = quizResultFor(page?.quizzes, i, task.quizKey);
        if (result && task.quizTitle !== undefined && task.quizKey)
          quizzes.push({
            ...where,
            title: task.quizTitle,
            result,
            current: resultMatchesQuiz(result, task.quizKey),
            passed: isQuizPassed(result, task.quizKey),
          });
        const upload = uploadFor(s.tasks, page, i);
        if (upload && upload.count > 0) uploads.push({ ...where, upload });
      });
      return { ...s, ...submoduleProgress(s.tasks, page) };
    });
    const done = submodules.filter((s) => s.complete).length;
    const started = b.submodules.some((s) => pages[s.pageKey] !== undefined);
    return {
      id: b.id,
      name,
      team: b.team,
      done,
      total: submodules.length,
      complete: submodules.length > 0 && done === submodules.length,
      started,
      submodules,
    };
  });
  return { blocks, quizzes, uploads, done: blocks.reduce((n, b) => n + b.done, 0), total: blocks.reduce((n, b) => n + b.total, 0) };
}
