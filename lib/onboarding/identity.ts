/**
 * What members keep is keyed by identities that survive curriculum edits: a submodule is its page key
 * (`softwareB1Module1_2`), or any key it lists as `formerly` after a move; a quiz is its id. Saved
 * records, imported files, progress codes and /review's kept table are all read through these, so
 * progress made under a former key counts for the submodule that holds it now. Within a page, links,
 * documents and videos are ticked by their address and uploads kept by their task's key (below).
 */
import { parseVideoId } from './parseVideoId';

/** Former page key → the page key that holds it now. */
export type FormerKeys = Readonly<Record<string, string>>;

/** Every former key of a curriculum's submodules (from the outline the pages already receive). */
export function formerKeyMap(
  blocks: readonly { submodules: readonly { pageKey: string; formerKeys?: readonly string[] }[] }[],
): FormerKeys {
  return Object.fromEntries(blocks.flatMap((b) => b.submodules.flatMap((s) => (s.formerKeys ?? []).map((k) => [k, s.pageKey]))));
}

/** The page key a saved one counts for now. */
export const currentKey = (key: string, former: FormerKeys) => (Object.hasOwn(former, key) ? former[key] : key);

/** `softwareB1Module1_2` as an officer writes it in `formerly`: `softwareB1/1_2`. */
export const placeOf = (pageKey: string) => pageKey.replace('Module', '/');

/**
 * A short id of an identity for the progress code: 24 bits of FNV-1a over its UTF-16 code units (page
 * keys and quiz ids are ASCII, where that is their bytes). Collisions among a
 * curriculum's few hundred keys are unlikely (about 1 in 3,000 at 100 submodules), and the content
 * rule `identity-ids-unique` refuses one before it could reach a member.
 */
export function identityId(identity: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < identity.length; i++) h = Math.imul(h ^ identity.charCodeAt(i), 0x01000193) >>> 0;
  return (h ^ (h >>> 24)) & 0xffffff;
}

/**
 * What a link or a document is ticked under: its address, as the browser reads it (`new URL().href`:
 * the host in lower case, a bare host with its '/'). Its label or title may be reworded freely; a new
 * address is a new item to open (`content:check --against` says so).
 */
export function addressKey(url: string): string {
  try {
    return new URL(url.trim()).href;
  } catch {
    return url.trim();
  }
}

/**
 * What a video is ticked under: the video itself (`https://youtu.be/<id>`), so its title and the form
 * of its address (embed/, watch?v=, the short link) may change freely.
 */
export function videoKey(url: string): string {
  const id = parseVideoId(url);
  return id ? `https://youtu.be/${id}` : addressKey(url);
}

/**
 * What a task's uploads are kept under: its `id` when an officer gave it one, else its title. A task
 * keeps them when it moves; when its title changes, `uploadFor` (./completion) still finds them while
 * that is unambiguous, and `content:check --against` tells the officer when it is not.
 */
export const taskKey = (task: { id?: string; title: string }) => task.id ?? task.title;
