/**
 * Which pages a change touches, file by file, for `npm run preview` (docs/adding-content.md,
 * 'Seeing your change before it is merged'). Each page is listed with the changed files that put it
 * there, so the gallery can say why it was pictured.
 */
import { type ContentIndex, moduleOfPath, moduleRoute } from './contentIndex';

export type Change = { status: 'A' | 'M' | 'D'; path: string };
export type Routes = { public: string[]; members: string[] };
export type Touched = {
  /** Route → the changed files that touch it, in route order. */
  pages: Map<string, string[]>;
  /** What the reviewer should know that no picture shows (an image no page uses). */
  notes: string[];
};

/** One YAML file → the pages that show it (every route of the site is '*'). */
const COLLECTION_PAGES: Record<string, string[]> = {
  'content/events.yaml': ['/events/'],
  // Ask Questions shows the name of the officer each contact names.
  'content/officers.yaml': ['/about/', '/ask-questions/'],
  'content/sponsors.yaml': ['/about/'],
  'content/home.yaml': ['/'],
  'content/carousel.yaml': ['/'],
  'content/member-home.yaml': ['/member/'],
  'content/contacts.yaml': ['/ask-questions/'],
};

/** Files that cannot change what a page looks like: docs, tests, CI and the tooling beside the site. */
const NOT_SHOWN =
  /^(docs\/|e2e\/|bench\/|tools\/|schemas\/|\.github\/|\.vscode\/|\.ci\/)|(^|\/)__tests__\/|\.md$|^(knip\.jsonc|eslint\.config\.mjs|jest\.config\.mjs|jest\.setup\.ts|playwright\.config\.ts|\.prettier\w*|\.dependency-cruiser[\w.]*|\.gitignore)$/;

const QUIZ_FILE = /^content\/quizzes\/([^/]+)\.ya?ml$/;
const MEMBERS_PAGE_FILE = /^content\/pages\/([^/]+)\.mdx$/;

function blockPages(block: string, before: ContentIndex, after: ContentIndex): string[] {
  return [...before.modules, ...after.modules].filter((m) => m.block === block).map((m) => m.route);
}

/** Every route, with one module page per block: what a change to code or styles pictures. */
export function everyRoute(routes: Routes, before: ContentIndex, after: ContentIndex): string[] {
  const firstOfBlock = new Map<string, string>();
  for (const m of [...after.modules, ...before.modules]) if (!firstOfBlock.has(m.block)) firstOfBlock.set(m.block, m.route);
  return [...routes.public, ...routes.members, ...firstOfBlock.values()];
}

/** The pages one changed content file shows on; null when it is not a file the site is known to read. */
function contentPages(change: Change, before: ContentIndex, after: ContentIndex, routes: Routes): string[] | null {
  const file = change.path;
  if (file === 'content/site.yaml') return routes.public;
  if (COLLECTION_PAGES[file]) return COLLECTION_PAGES[file];
  const members = MEMBERS_PAGE_FILE.exec(file);
  if (members) return [`/${members[1]}/`];
  const submodule = moduleOfPath(file);
  if (submodule) {
    const { block, key } = submodule;
    const panelOf = (index: ContentIndex) => index.modules.find((m) => m.block === block && m.key === key)?.panel;
    // A page added or removed, or a new side-panel name, changes the block's panel on every page of it.
    const panelChanged = change.status !== 'M' || panelOf(before) !== panelOf(after);
    return panelChanged ? [moduleRoute(block, key), '/programs/', ...blockPages(block, before, after)] : [moduleRoute(block, key)];
  }
  const quiz = QUIZ_FILE.exec(file);
  if (quiz) return [...before.modules, ...after.modules].filter((m) => m.quizzes.includes(quiz[1])).map((m) => m.route);
  if (file === 'content/onboarding/blocks.yaml') {
    const ids = new Set([...before.blocks.keys(), ...after.blocks.keys()]);
    const changed = [...ids].filter((id) => before.blocks.get(id) !== after.blocks.get(id));
    return ['/programs/', ...changed.flatMap((id) => blockPages(id, before, after))];
  }
  return null;
}

/** The content files (before or after) that name an image under public/images/. */
function filesShowing(image: string, before: ContentIndex, after: ContentIndex): string[] {
  const address = image.replace(/^public/, '');
  const named = new Set<string>();
  for (const index of [before, after]) for (const [file, text] of index.texts) if (text.includes(address)) named.add(file);
  return [...named].sort();
}

export function touchedPages(changes: Change[], before: ContentIndex, after: ContentIndex, routes: Routes): Touched {
  const pages = new Map<string, Set<string>>();
  const notes: string[] = [];
  const add = (list: string[], because: string) => {
    for (const route of list) pages.set(route, (pages.get(route) ?? new Set()).add(because));
  };
  for (const change of changes) {
    const file = change.path;
    if (file.startsWith('content/')) {
      const shown = contentPages(change, before, after, routes);
      if (shown === null) add(everyRoute(routes, before, after), file);
      else if (shown.length === 0) notes.push(`${file}: no page uses it, so no page changes.`);
      else add(shown, file);
    } else if (file.startsWith('public/images/')) {
      const showing = filesShowing(file, before, after);
      const shown = showing.flatMap((f) => contentPages({ status: 'M', path: f }, before, after, routes) ?? []);
      if (shown.length === 0) notes.push(`${file}: no content file names it, so no page shows it.`);
      add(shown, file);
    } else if (!NOT_SHOWN.test(file)) add(everyRoute(routes, before, after), file);
  }
  const ordered = [...pages.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return { pages: new Map(ordered.map((route) => [route, [...pages.get(route)!].sort()])), notes };
}
