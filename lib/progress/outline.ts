/**
 * Server side of /progress: the curriculum reduced to what the summary and the report need (block
 * names, submodule titles and links, each task's title and completion requirements). Build time
 * only: it reads the content loaders.
 */
import { getSubmodule, loadOnboarding } from '@/lib/content/onboarding';
import { resumeBlocks } from '@/lib/content/navigation';
import { formerTeamNames } from '@/lib/content/blocks';
import type { OutlineBlock } from './summary';

/** The blocks and submodules of /programs (`resumeBlocks`), each task with its title and quiz title. */
export function progressOutline(): OutlineBlock[] {
  const { quizzes } = loadOnboarding();
  const former = Object.entries(formerTeamNames());
  return resumeBlocks().map((b) => ({
    ...b,
    ...(former.some(([, now]) => now === b.team) ? { formerTeams: former.flatMap(([old, now]) => (now === b.team ? [old] : [])) } : {}),
    submodules: b.submodules.map((item) => {
      const tasks = getSubmodule(b.id, item.key)?.frontmatter.tasks ?? [];
      return {
        ...item,
        tasks: item.tasks.map((requirements, i) => {
          const task = tasks[i];
          const quiz = task?.quiz ? quizzes[task.quiz] : undefined;
          return {
            ...requirements,
            title: task?.title ?? `Task ${i + 1}`,
            ...(quiz ? { quizTitle: quiz.title ?? task?.title ?? 'Quiz', questions: quiz.questions.length } : {}),
          };
        }),
      };
    }),
  }));
}
