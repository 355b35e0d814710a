/**
 * What the rules of this folder share (each rule is a file of its own, listed in ../index.ts).
 * The rules a submodule's frontmatter (content/onboarding/<block>/<m>_<s>.mdx) must follow beyond
 * its schema: references between its fields and to the quiz files, and its descriptions and
 * resource texts held to the MDX allow-list the body is held to (lib/mdx, lib/onboarding/mdxBody).
 */
import { type ContentProblem } from '@/lib/content/problems';
import type { ModuleFrontmatter, Quiz, ResourceLink, Task } from '@/lib/content/onboardingSchema';
import type { Lines } from '@/lib/content/rules/rule';

export type ModuleContext = {
  frontmatter: ModuleFrontmatter;
  lines: Lines;
  quizzes: Record<string, Quiz>;
  /** Quiz files that exist but failed their own checks: pages that use them stay silent. */
  brokenQuizzes: ReadonlySet<string>;
};

export type Path = (string | number)[];

/** Every list of links of a page, with its field name and path. */
export function linkLists(fm: ModuleFrontmatter): { links: readonly ResourceLink[]; field: string; path: Path }[] {
  return [
    { links: fm.links, field: 'links', path: ['links'] },
    ...fm.tasks.map((t, i) => ({ links: t.links, field: `tasks[${i}].links`, path: ['tasks', i, 'links'] })),
    ...fm.extraResources.flatMap((r, i) =>
      r.type === 'text' ? [{ links: r.links, field: `extraResources[${i}].links`, path: ['extraResources', i, 'links'] }] : [],
    ),
  ];
}

/** Every text that may hold `[label]`s, with the links they may name. */
export function labelledTexts(
  fm: ModuleFrontmatter,
): { text: string; links: readonly ResourceLink[]; where: string; field: string; path: Path }[] {
  return [
    ...fm.tasks.map((t, i) => ({
      text: t.description,
      links: t.links,
      where: 'description',
      field: `tasks[${i}].description`,
      path: ['tasks', i, 'description'],
    })),
    ...fm.extraResources.flatMap((r, i) =>
      r.type === 'text'
        ? [{ text: r.text, links: r.links, where: 'text', field: `extraResources[${i}].text`, path: ['extraResources', i, 'text'] }]
        : [],
    ),
  ];
}

/** The file line a text of the frontmatter starts on: where its first line is written, at or after its field's line. */
export function textStart(text: string, fieldLine: number | undefined, find: Lines['find']): number | undefined {
  const lines = text.split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  const found = first < 0 ? undefined : find(lines[first].trim(), fieldLine);
  return found === undefined ? fieldLine : found - first;
}

/** The problems of each task, with its field and path. */
export const perTask = (fm: ModuleFrontmatter, check: (task: Task, field: string, path: Path) => ContentProblem[]) =>
  fm.tasks.flatMap((task, i) => check(task, `tasks[${i}]`, ['tasks', i]));

/** The action a required link, video or document needs in its task's requiredActions to count. */
export const actionFor = { links: 'clickLinks', videos: 'watchVideos', documents: 'readDocuments' } as const;
