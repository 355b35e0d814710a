/**
 * What the pages are drawn from, made from the loaded curriculum at build: a block's side panel
 * (module groups and their submodules), the list of blocks, every block with its submodules for
 * /programs and 'Continue where you left off', and what each task asks for. Loading and checking
 * the content is lib/content/onboarding.ts; the rules these feed (completion, where to continue)
 * are lib/onboarding's, which the loader also uses, so these view models sit on the loader's side.
 */
import type { TaskRequirements } from '@/lib/onboarding/completion';
import { quizKey } from '@/lib/onboarding/quiz';
import { formerKeyMap, type FormerKeys } from '@/lib/onboarding/identity';
import type { ResumeBlock, ResumeSubmodule } from '@/lib/onboarding/resume';
import { loadBlocks } from './blocks';
import { loadOnboarding } from './onboarding';
import type { Quiz, Task } from './onboardingSchema';

export function taskRequirements(task: Task, quizzes: Record<string, Quiz>): TaskRequirements {
  const quiz = task.quiz ? quizzes[task.quiz] : undefined;
  return {
    requiredActions: task.requiredActions,
    requiredLinks: task.links.filter((l) => l.required).map((l) => l.label),
    requiredVideos: task.videos.filter((v) => v.required).map((v) => v.title),
    requiredDocuments: task.documents.filter((d) => d.required).map((d) => d.title),
    quizKey: quiz && task.quiz ? quizKey(task.quiz, quiz.revision, quiz.questions) : undefined,
  };
}

/** A submodule as the side panel, Previous/Next and 'Continue where you left off' list it. */
export type NavGroup = { module: number; items: ResumeSubmodule[] };
export type BlockNav = { id: string; title: string; groups: NavGroup[] };
export type BlockSummary = { id: string; team: string; label: string; title: string; href: string };

/** The side panel of a block: its module groups in blocks.yaml order, submodules by number. */
export function blockNav(blockId: string): BlockNav | null {
  const block = loadBlocks().find((b) => b.id === blockId);
  if (!block) return null;
  const { submodules, quizzes } = loadOnboarding();
  return {
    id: block.id,
    title: block.title,
    groups: block.modules.map((module) => ({
      module,
      items: submodules
        .filter((s) => s.block === block.id && s.module === module)
        .map((s) => ({
          key: s.key,
          pageKey: s.pageKey,
          ...(s.formerKeys.length ? { formerKeys: s.formerKeys } : {}),
          title: s.frontmatter.navTitle ?? s.frontmatter.title,
          href: `/onboarding/${s.block}/${s.key}/`,
          tasks: s.frontmatter.tasks.map((t) => taskRequirements(t, quizzes)),
        })),
    })),
  };
}

/** All blocks for the side panel's block list and /programs. */
export function blockSummaries(): BlockSummary[] {
  return loadBlocks().map((b) => ({ id: b.id, team: b.team, label: b.label, title: b.title, href: `/onboarding/${b.id}/1_1/` }));
}

/**
 * Every block with its submodules in order (title, address, task requirements): what /programs needs
 * for BlockProgress and 'Continue where you left off'.
 */
export function resumeBlocks(): ResumeBlock[] {
  return loadBlocks().map((b) => ({
    id: b.id,
    team: b.team,
    label: b.label,
    submodules: (blockNav(b.id)?.groups ?? []).flatMap((g) => g.items),
  }));
}

/** Every moved submodule's former page keys → its current one: public (page keys are addresses), given to the pages that load progress. */
export const curriculumFormerKeys = (): FormerKeys => formerKeyMap(resumeBlocks());
