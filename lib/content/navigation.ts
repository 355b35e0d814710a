/**
 * What the pages are drawn from, made from the loaded curriculum at build: a block's side panel
 * (module groups and their submodules), the list of blocks, every block with its submodules for
 * /programs and 'Continue where you left off', and what each task asks for. Loading and checking
 * the content is lib/content/onboarding.ts; the rules these feed (completion, where to continue)
 * are lib/onboarding's, which the loader also uses, so these view models sit on the loader's side.
 */
import type { TaskRequirements } from '@/lib/onboarding/completion';
import { quizKey } from '@/lib/onboarding/quiz';
import { addressKey, formerKeyMap, taskKey, videoKey, type FormerKeys } from '@/lib/onboarding/identity';
import type { ResumeBlock, ResumeSubmodule } from '@/lib/onboarding/resume';
import { loadBlocks } from './blocks';
import { loadOnboarding } from './onboarding';
import type { ModuleFrontmatter, Quiz, Task } from './onboardingSchema';
import type { ItemKind, ItemNames } from '@/lib/onboarding/pageRecord';

/** A task's required items of one kind: their identities, and the name each is shown under. */
function required<T extends { required: boolean; url: string }>(
  items: readonly T[],
  id: (url: string) => string,
  name: (item: T) => string,
) {
  const shown = items.filter((i) => i.required).map((i) => [id(i.url), name(i)] as const);
  return { ids: shown.map(([i]) => i), names: Object.fromEntries(shown) };
}

/**
 * The name of every link, document and video a page's frontmatter lists (its own, its tasks', its
 * extra resources'), by identity: what the module page moves a record saved before identities onto.
 */
export function pageItemNames(fm: ModuleFrontmatter): ItemNames {
  const names: Record<ItemKind, Record<string, string>> = { links: {}, documents: {}, videos: {} };
  const add = (kind: ItemKind, id: string, name: string) => (names[kind][id] = name);
  const resources = fm.extraResources;
  for (const l of [...fm.links, ...fm.tasks.flatMap((t) => t.links), ...resources.flatMap((r) => (r.type === 'text' ? r.links : []))])
    add('links', addressKey(l.url), l.label);
  for (const d of fm.tasks.flatMap((t) => t.documents)) add('documents', addressKey(d.url), d.title);
  for (const v of [...fm.tasks.flatMap((t) => t.videos), ...resources.flatMap((r) => (r.type === 'video' ? [r] : []))])
    add('videos', videoKey(v.url), v.title);
  return names;
}

export function taskRequirements(task: Task, quizzes: Record<string, Quiz>): TaskRequirements {
  const quiz = task.quiz ? quizzes[task.quiz] : undefined;
  const links = required(task.links, addressKey, (l) => l.label);
  const videos = required(task.videos, videoKey, (v) => v.title);
  const documents = required(task.documents, addressKey, (d) => d.title);
  return {
    key: taskKey(task),
    requiredActions: task.requiredActions,
    requiredLinks: links.ids,
    requiredVideos: videos.ids,
    requiredDocuments: documents.ids,
    names: { links: links.names, videos: videos.names, documents: documents.names },
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
