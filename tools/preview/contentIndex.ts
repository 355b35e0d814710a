/**
 * What `npm run preview` needs to know of one tree of the repository (the base or the change) to
 * tell which pages a changed file shows on: the module pages and their blocks, which quizzes each
 * uses, what each block's entry in blocks.yaml says, and the text of every content file (to find
 * the files that show an image). Read leniently: a file the change broke is still indexed as far as
 * it reads, since the picture of a broken page is what the reviewer wants to see.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { filesUnder } from '@/lib/content/core';
import { splitFrontmatter } from '@/lib/content/frontmatter';

export type ModulePage = {
  block: string;
  /** `<module>_<submodule>`, the file's name without `.mdx`. */
  key: string;
  route: string;
  /** The quiz ids its tasks name. */
  quizzes: string[];
  /** What the block's side panel shows of it (title and navTitle), to see a sibling's panel change. */
  panel: string;
};

export type ContentIndex = {
  modules: ModulePage[];
  /** blocks.yaml's entry of each block id, as JSON, to compare a block before and after. */
  blocks: Map<string, string>;
  /** Every text file under content/, by its path from the repository (`content/events.yaml`). */
  texts: Map<string, string>;
};

const MODULE_FILE = /^content\/onboarding\/([^/]+)\/(\d+_\d+)\.mdx$/;
const TEXT_FILE = /\.(ya?ml|mdx?|json)$/;

export const moduleRoute = (block: string, key: string) => `/onboarding/${block}/${key}/`;

/** The block and key of a module file's path, or null for any other path. */
export function moduleOfPath(file: string): { block: string; key: string } | null {
  const m = MODULE_FILE.exec(file);
  return m ? { block: m[1], key: m[2] } : null;
}

function parseYaml(text: string): unknown {
  try {
    return YAML.parse(text);
  } catch {
    return null;
  }
}

/** Every value of a `quiz` field anywhere in the frontmatter (tasks name their quiz so). */
function quizzesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => quizzesIn(v, found));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'quiz' && typeof v === 'string') found.push(v);
      else quizzesIn(v, found);
    }
  return found;
}

function moduleFromText(block: string, key: string, text: string): ModulePage {
  const split = splitFrontmatter(text);
  const data = (split && parseYaml(split.yaml)) as Record<string, unknown> | null;
  // A frontmatter that does not parse: find the quiz names by their lines, so the page is still pictured.
  const quizzes = data ? quizzesIn(data) : [...text.matchAll(/^[\s-]*quiz:\s*([\w-]+)/gm)].map((m) => m[1]);
  const panel = JSON.stringify([data?.title ?? null, data?.navTitle ?? null]);
  return { block, key, route: moduleRoute(block, key), quizzes: [...new Set(quizzes)], panel };
}

function blocksOf(text: string | undefined): Map<string, string> {
  const data = text === undefined ? null : (parseYaml(text) as { blocks?: unknown } | null);
  const list = Array.isArray(data?.blocks) ? (data.blocks as Array<Record<string, unknown>>) : [];
  return new Map(list.filter((b) => typeof b?.id === 'string').map((b) => [b.id as string, JSON.stringify(b)]));
}

/** The index of the files given as path → text (paths from the repository root). */
export function indexContent(files: Map<string, string>): ContentIndex {
  const modules: ModulePage[] = [];
  for (const [file, text] of files) {
    const at = moduleOfPath(file);
    if (at) modules.push(moduleFromText(at.block, at.key, text));
  }
  modules.sort((a, b) => a.route.localeCompare(b.route, 'en', { numeric: true }));
  return { modules, blocks: blocksOf(files.get('content/onboarding/blocks.yaml')), texts: files };
}

/** The index of the content/ folder of a tree on disk (the repository, or the base's copy). */
export function readContentIndex(root: string): ContentIndex {
  const files = new Map<string, string>();
  for (const file of filesUnder(path.join(root, 'content'), TEXT_FILE))
    files.set(path.relative(root, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
  return indexContent(files);
}

/**
 * The site's page routes, from the route files under app/: the public pages and the members' pages
 * with one address (a folder with a `[param]` is a page per submodule, listed from the content).
 */
export function appRoutes(root: string): { public: string[]; members: string[] } {
  const found = { public: [] as string[], members: [] as string[] };
  const walk = (dir: string, route: string, members: boolean) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith('[')) continue;
        const group = /^\(.*\)$/.test(entry.name);
        walk(path.join(dir, entry.name), group ? route : `${route}${entry.name}/`, members || entry.name === '(members)');
      } else if (entry.name === 'page.tsx') (members ? found.members : found.public).push(route);
    }
  };
  walk(path.join(root, 'app'), '/', false);
  found.public.sort();
  found.members.sort();
  return found;
}
