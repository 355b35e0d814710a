/**
 * 'Continue on another device': a member's progress in a link's `#` fragment (which no server or log
 * sees) and its QR code, without a server. What counts is encoded against the curriculum's identities
 * (lib/onboarding/identity), not as the saved record, so a member who has done everything fits in a
 * link a phone camera reads (docs/decisions/onboarding.md, "Continue on another device"):
 *
 *   `h1.` + base64url(version 1, entries..., FNV-1a checksum of 4 bytes)
 *   entry: submodule id (3: identityId of its page key), flags (1), then by flags
 *     complete: [uploads: n, n × files count] [quizzes: n, n × day (2, 0 when none)]   in task order
 *     partial:  [items: n, n × item hash (2)] [uploads: n, n × (task hash (2), files count)]
 *               [quizzes: n, n × (quiz id (3), correct, total, day (2))]
 *
 * Left out (the page says so): uploaded files' names, links opened that no task requires, results of
 * a quiz whose answers have changed since.
 */
import { isSubmoduleComplete } from '@/lib/onboarding/completion';
import { identityId } from '@/lib/onboarding/identity';
import { holds, keyOf, uploadFor, type ItemKind } from '@/lib/onboarding/pageRecord';
import { quizIdOf, quizResultFor, resultMatchesQuiz } from '@/lib/onboarding/quiz';
import { emptyPage, pagesMap, type PageProgress, type Pages } from '@/lib/record/record';
import { byte, dayNumber, dayText, openBody, reader, sealBody, u16, u24 } from './code/bytes';
import type { OutlineBlock, OutlineSubmodule } from './summary';

const PREFIX = 'h1.';
const VERSION = 1;
const KINDS = ['links', 'documents', 'videos'] as const;
const FLAG = { visited: 1, complete: 2, uploads: 4, quizzes: 8, items: 16 } as const;

const hash16 = (text: string) => identityId(text) & 0xffff;
const itemHash = (kind: ItemKind, id: string) => hash16(`${kind}:${id}`);
const taskHash = (key: string) => hash16(`task:${key}`);
const day = (iso: string | undefined) => (iso ? dayNumber(iso) : 0);
const required = (task: OutlineSubmodule['tasks'][number], kind: ItemKind) =>
  kind === 'links' ? task.requiredLinks : kind === 'documents' ? task.requiredDocuments : task.requiredVideos;
const uploadTasks = (s: OutlineSubmodule) => s.tasks.flatMap((t, i) => (t.requiredActions.includes('uploadFiles') ? [i] : []));
/** The tasks whose quiz counts (a quiz a task does not require is left out). */
const quizTasks = (s: OutlineSubmodule) => s.tasks.flatMap((t, i) => (t.quizKey && t.requiredActions.includes('completeQuiz') ? [i] : []));

/** One submodule's entry, or none when the member has done nothing there. */
function entry(s: OutlineSubmodule, page: PageProgress | undefined): number[] {
  if (!page) return [];
  const complete = isSubmoduleComplete(s.tasks, page);
  const uploads = uploadTasks(s).flatMap((i) => {
    const u = uploadFor(s.tasks, page, i);
    return u && u.count > 0 ? [{ i, count: byte(u.count) }] : [];
  });
  const quizzes = quizTasks(s).flatMap((i) => {
    const key = s.tasks[i].quizKey!;
    const r = quizResultFor(page.quizzes, i, key);
    return r && resultMatchesQuiz(r, key) ? [{ i, r }] : [];
  });
  const items = complete
    ? []
    : [
        ...new Set(
          s.tasks.flatMap((t) =>
            KINDS.flatMap((kind) =>
              required(t, kind).flatMap((id) => (holds(page[kind], id, t.names?.[kind]?.[id]) ? [itemHash(kind, id)] : [])),
            ),
          ),
        ),
      ];
  const flags =
    (page.visited ? FLAG.visited : 0) |
    (complete ? FLAG.complete : 0) |
    (uploads.length ? FLAG.uploads : 0) |
    (quizzes.length ? FLAG.quizzes : 0) |
    (items.length ? FLAG.items : 0);
  if (flags === 0) return [];
  const out = [...u24(identityId(s.pageKey)), flags];
  if (complete) {
    if (uploads.length) out.push(uploads.length, ...uploads.map((u) => u.count));
    if (quizzes.length) out.push(quizzes.length, ...quizzes.flatMap((q) => u16(day(q.r.submittedAt))));
    return out;
  }
  if (items.length) out.push(byte(items.length), ...items.slice(0, 255).flatMap(u16));
  if (uploads.length) out.push(uploads.length, ...uploads.flatMap((u) => [...u16(taskHash(keyOf(s.tasks[u.i], u.i))), u.count]));
  if (quizzes.length)
    out.push(
      quizzes.length,
      ...quizzes.flatMap(({ r }) => [...u24(identityId(quizIdOf(r.quizKey))), byte(r.correct), byte(r.total), ...u16(day(r.submittedAt))]),
    );
  return out;
}

/** The fragment's value for a member's progress on this curriculum. */
export function handoffPayload(outline: readonly OutlineBlock[], pages: Pages): string {
  const body = [VERSION, ...outline.flatMap((b) => b.submodules.flatMap((s) => entry(s, pages[s.pageKey])))];
  return `${PREFIX}${sealBody(body)}`;
}

export const HANDOFF_REFUSALS = {
  foreign: 'This is not a progress link of this site: nothing was changed.',
  damaged: 'This progress link is damaged or cut short (copy it whole, or scan the QR code again): nothing was changed.',
} as const;

export type HandoffRead = { ok: true; pages: Pages; unknown: number } | { ok: false; reason: string };

/** Reads a fragment's value against this curriculum; who: the signed-in member, named on the uploads. */
export function readHandoff(value: string, outline: readonly OutlineBlock[], who: { eid: string; fullName?: string }): HandoffRead {
  if (!value.startsWith(PREFIX)) return { ok: false, reason: HANDOFF_REFUSALS.foreign };
  const body = openBody(value.slice(PREFIX.length), 1);
  if (!body) return { ok: false, reason: HANDOFF_REFUSALS.damaged };
  const byId = new Map(
    outline.flatMap((b) => b.submodules.flatMap((s) => [s.pageKey, ...(s.formerKeys ?? [])].map((k) => [identityId(k), s]))),
  );
  const pages = pagesMap();
  let unknown = 0;
  try {
    const r = reader(body);
    if (r.next() !== VERSION) return { ok: false, reason: HANDOFF_REFUSALS.foreign };
    while (!r.done()) {
      const s = byId.get(r.u24());
      const flags = r.next();
      const list = <T>(read: () => T) => Array.from({ length: r.next() }, read);
      const complete = (flags & FLAG.complete) !== 0;
      const items = !complete && flags & FLAG.items ? list(r.u16) : [];
      const uploads =
        flags & FLAG.uploads ? list(complete ? () => ({ hash: -1, count: r.next() }) : () => ({ hash: r.u16(), count: r.next() })) : [];
      const quizzes =
        flags & FLAG.quizzes
          ? list(
              complete
                ? () => ({ id: -1, correct: -1, total: -1, day: r.u16() })
                : () => ({ id: r.u24(), correct: r.next(), total: r.next(), day: r.u16() }),
            )
          : [];
      if (!s) {
        unknown++;
        continue;
      }
      pages[s.pageKey] = rebuild(s, { visited: (flags & FLAG.visited) !== 0, complete, items, uploads, quizzes }, who);
    }
  } catch {
    return { ok: false, reason: HANDOFF_REFUSALS.damaged };
  }
  return { ok: true, pages, unknown };
}

type Entry = {
  visited: boolean;
  complete: boolean;
  items: number[];
  uploads: { hash: number; count: number }[];
  quizzes: { id: number; correct: number; total: number; day: number }[];
};

/** A page record in today's keys from one entry. */
function rebuild(s: OutlineSubmodule, e: Entry, who: { eid: string; fullName?: string }): PageProgress {
  const page = { ...emptyPage(), visited: e.visited };
  const at = (d: number) => (d ? `${dayText(d)}T12:00:00.000Z` : undefined);
  for (const t of s.tasks)
    for (const kind of KINDS)
      for (const id of required(t, kind))
        if ((e.complete || e.items.includes(itemHash(kind, id))) && !page[kind].includes(id)) page[kind].push(id);
  uploadTasks(s).forEach((i, n) => {
    const key = keyOf(s.tasks[i], i);
    const found = e.complete ? e.uploads[n] : e.uploads.find((u) => u.hash === taskHash(key));
    if (!found && !e.complete) return;
    page.uploads[key] = {
      count: Math.max(1, found?.count ?? 1),
      names: [],
      eid: who.eid,
      ...(who.fullName ? { fullName: who.fullName } : {}),
    };
  });
  quizTasks(s).forEach((i, n) => {
    const task = s.tasks[i];
    const key = task.quizKey!;
    const found = e.complete ? e.quizzes[n] : e.quizzes.find((q) => q.id === identityId(quizIdOf(key)));
    if (!found && !e.complete) return;
    const total = found && found.total >= 0 ? found.total : (task.questions ?? 1);
    const correct = found && found.correct >= 0 ? Math.min(found.correct, total) : total;
    const submittedAt = at(found?.day ?? 0);
    page.quizzes[i] = { correct, total, passed: total > 0 && correct === total, quizKey: key, ...(submittedAt ? { submittedAt } : {}) };
  });
  return page;
}
