/**
 * Server side of /progress: the curriculum reduced to what the summary and the report need (block
 * names, submodule titles and links, each task's title and completion requirements). Build time
 * only: it reads the content loaders.
 */
import { loadBlocks } from '@/lib/content/blocks';
import { blockNav, getSubmodule, loadOnboarding } from '@/lib/content/onboarding';
import type { OutlineBlock } from './summary';

export function progressOutline(): OutlineBlock[] {
  const { quizzes } = loadOnboarding();
  return loadBlocks().map((b) => ({
    id: b.id,
    team: b.team,
    label: b.label,
    submodules: (blockNav(b.id)?.groups ?? []).flatMap((g) =>
      g.items.map((item) => {
        const tasks = getSubmodule(b.id, item.key)?.frontmatter.tasks ?? [];
        return {
          key: item.key,
          pageKey: item.pageKey,
          title: item.title,
          href: item.href,
          tasks: item.tasks.map((requirements, i) => {
            const task = tasks[i];
            const quiz = task?.quiz ? quizzes[task.quiz] : undefined;
            return { ...requirements, title: task?.title ?? `Task ${i + 1}`, ...(quiz ? { quizTitle: quiz.title ?? task?.title ?? 'Quiz' } : {}) };
          }),
        };
      }),
    ),
  }));
}
