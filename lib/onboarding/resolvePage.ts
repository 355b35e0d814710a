/**
 * Moving a page's saved record onto today's identities (./pageRecord.ts says what counts meanwhile):
 * fetched by the progress store when a module page opens, not with every page that shows progress.
 */
import type { PageProgress, UploadRecord } from '@/lib/record/record';
import { keyOf, uploadKeys, type ItemKind, type ItemNames, type UploadTask } from './pageRecord';

/** The identity each name stands for, per kind: names given twice with other identities are left out. */
function identitiesByName(names: ItemNames, kind: ItemKind): Map<string, string> {
  const out = new Map<string, string>();
  const doubtful = new Set<string>();
  for (const [id, name] of Object.entries(names[kind] ?? {})) {
    if (out.has(name) && out.get(name) !== id) doubtful.add(name);
    out.set(name, id);
  }
  for (const name of doubtful) out.delete(name);
  return out;
}

const renamed = (list: readonly string[], byName: Map<string, string>) => [...new Set(list.map((x) => byName.get(x) ?? x))];

/**
 * The record moved onto today's identities: names the page's items are shown under replaced by their
 * identities, each upload under the key of the task it counts for. Nothing is dropped: what no item
 * or task claims stays as it was. The same object when nothing moved.
 */
export function resolvePage(tasks: readonly UploadTask[], names: ItemNames, page: PageProgress): PageProgress {
  const lists = Object.fromEntries(
    (['links', 'documents', 'videos'] as const).map((kind) => [kind, renamed(page[kind], identitiesByName(names, kind))]),
  ) as Record<ItemKind, string[]>;
  const restricted = renamed(page.restricted, identitiesByName(names, 'videos'));
  const uploads: Record<string, UploadRecord> = { ...page.uploads };
  for (const [index, key] of uploadKeys(tasks, page.uploads)) {
    const now = keyOf(tasks[index], index);
    if (key === now) continue;
    delete uploads[key];
    uploads[now] = page.uploads[key];
  }
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const unchanged =
    same(lists.links, page.links) &&
    same(lists.documents, page.documents) &&
    same(lists.videos, page.videos) &&
    same(restricted, page.restricted) &&
    same(Object.keys(uploads), Object.keys(page.uploads));
  return unchanged ? page : { ...page, ...lists, restricted, uploads };
}
