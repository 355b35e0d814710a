/**
 * 'New since your last visit' on Member Home: what a deploy changed in the curriculum for this
 * member, derived from the curriculum they last saw and the one they see now, with nothing written
 * by hand (docs/decisions/onboarding.md, "New since your last visit").
 *
 * Member Home keeps, per member, what the curriculum asked of each submodule when they were last
 * there (`SeenCurriculum`): the identities that keep progress (./identity: an item's address or
 * video, a quiz by what its results are judged by, an upload task by its place among the page's
 * upload tasks), and whether the member had finished it. On the next visit it lists:
 * - submodules added: a page key the last curriculum had under no name (a page that moved keeps its
 *   former keys in `formerly`, so a move is not news);
 * - submodules the member had finished that now ask more: something required the last curriculum
 *   did not ask, and the page not finished now (a member who reset their progress, or who has
 *   already done the new part elsewhere, is told nothing).
 *
 * The identities are kept as short hashes: the record says what changed, and leaves in the browser
 * no address of the members' curriculum that the member never opened.
 */
import type { PageProgress } from '@/lib/record/record';
import { isSubmoduleComplete, type TaskRequirements } from './completion';
import type { ResumeBlock, ResumeSubmodule } from './resume';

/** What Member Home keeps per member. Frozen format (lib/onboarding/__tests__/fixtures): version 1. */
export type SeenCurriculum = { v: 1; pages: Record<string, SeenPage> };
/** `asks`: hashes of what the page required; `done`: the member had finished it. */
type SeenPage = { asks: string[]; done: boolean };

/** `block`: its block's team and label (lib/onboarding/names' blockName reads them). */
export type NewEntry = { block: Pick<ResumeBlock, 'id' | 'team' | 'label'>; submodule: ResumeSubmodule };
export type WhatsNew = { added: NewEntry[]; asksMore: NewEntry[] };

/** FNV-1a, 32 bits, as 8 hex digits: short, stable across browsers, and not an address. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** What a page requires, by the identities that keep progress, each once. */
export function pageAsks(tasks: readonly TaskRequirements[]): string[] {
  const asks = new Set<string>();
  let uploads = 0;
  tasks.forEach((task, index) => {
    for (const action of task.requiredActions) {
      if (action === 'clickLinks') task.requiredLinks.forEach((id) => asks.add(`link ${id}`));
      else if (action === 'watchVideos') task.requiredVideos.forEach((id) => asks.add(`video ${id}`));
      else if (action === 'readDocuments') task.requiredDocuments.forEach((id) => asks.add(`document ${id}`));
      else if (action === 'completeQuiz') asks.add(`quiz ${task.quizKey ?? index}`);
      // An upload task is the same ask wherever it moves on the page and whatever it is called.
      else if (action === 'uploadFiles') asks.add(`upload ${uploads++}`);
      else asks.add(`action ${action}`);
    }
  });
  return [...asks].map(hash).sort();
}

const submodules = (blocks: readonly ResumeBlock[]): NewEntry[] =>
  blocks.flatMap((b) => b.submodules.map((submodule) => ({ block: { id: b.id, team: b.team, label: b.label }, submodule })));

/** What to keep after this visit: the curriculum as it is now, and what the member has finished of it. */
export function seenCurriculum(blocks: readonly ResumeBlock[], pages: Record<string, PageProgress>): SeenCurriculum {
  const seen: SeenCurriculum = { v: 1, pages: {} };
  for (const { submodule: s } of submodules(blocks)) {
    seen.pages[s.pageKey] = { asks: pageAsks(s.tasks), done: isSubmoduleComplete(s.tasks, pages[s.pageKey]) };
  }
  return seen;
}

/** What is new for this member since `seen`, in the curriculum's order. */
export function whatsNew(blocks: readonly ResumeBlock[], pages: Record<string, PageProgress>, seen: SeenCurriculum): WhatsNew {
  const result: WhatsNew = { added: [], asksMore: [] };
  for (const entry of submodules(blocks)) {
    const s = entry.submodule;
    const before = [s.pageKey, ...(s.formerKeys ?? [])].map((key) => seen.pages[key]).find(Boolean);
    if (!before) {
      result.added.push(entry);
      continue;
    }
    if (!before.done || isSubmoduleComplete(s.tasks, pages[s.pageKey])) continue;
    const asked = new Set(before.asks);
    if (pageAsks(s.tasks).some((ask) => !asked.has(ask))) result.asksMore.push(entry);
  }
  return result;
}

/** A kept record read back: null for anything that is not one (nothing is listed, and a new one is kept). */
export function parseSeenCurriculum(text: string | null): SeenCurriculum | null {
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object' || (data as { v?: unknown }).v !== 1) return null;
    const pages = (data as { pages?: unknown }).pages;
    if (!pages || typeof pages !== 'object' || Array.isArray(pages)) return null;
    const kept: SeenCurriculum = { v: 1, pages: {} };
    for (const [key, page] of Object.entries(pages as Record<string, unknown>)) {
      const { asks, done } = (page ?? {}) as { asks?: unknown; done?: unknown };
      if (!Array.isArray(asks) || typeof done !== 'boolean') return null;
      kept.pages[key] = { asks: asks.filter((a): a is string => typeof a === 'string'), done };
    }
    return kept;
  } catch {
    return null;
  }
}
