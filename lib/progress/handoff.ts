/**
 * 'Continue on another device': a member's progress in a link's `#` fragment (which no server or log
 * sees) and its QR code, without a server. What counts is encoded against the curriculum's identities
 * (lib/onboarding/identity), not as the saved record, so a member who has done everything fits in a
 * link a phone camera reads (docs/decisions/onboarding.md, "Continue on another device"):
 *
 *   `h2.` + base64url(version 2, entries..., FNV-1a checksum of 4 bytes)
 *   entry: submodule id (3: identityId of its page key), flags (1), then by flags
 *     complete: [uploads: n, n × (files count, time)] [quizzes: n, n × (correct, total, time)]   in task order
 *     partial:  [items: n, n × item hash (2)] [uploads: n, n × (task hash (2), files count, time)]
 *               [quizzes: n, n × (quiz id (3), correct, total, time)]
 *   time: the minute it was recorded, as ./handoffEntry.ts `timeCodec` writes it (one to four bytes).
 *
 * Links made before carry `h1.`: the same, but a day (2 bytes) for a time, no time on uploads, and no
 * scores for a finished submodule's quizzes. Both are read (a frozen fixture keeps h1).
 *
 * Left out (the page says so): uploaded files' names, links opened that no task requires, results of
 * a quiz whose answers have changed since, the answers given.
 */
import { isSubmoduleComplete } from '@/lib/onboarding/completion';
import { identityId } from '@/lib/onboarding/identity';
import { holds, keyOf, uploadFor } from '@/lib/onboarding/pageRecord';
import { quizIdOf, quizResultFor, resultMatchesQuiz } from '@/lib/onboarding/quiz';
import { pagesMap, type PageProgress, type Pages } from '@/lib/record/record';
import { byte, openBody, reader, sealBody, u16, u24, varint } from './code/bytes';
import { FLAG, itemHash, KINDS, quizTasks, readEntry, rebuild, required, taskHash, timeCodec, uploadTasks } from './handoffEntry';
import type { OutlineBlock, OutlineSubmodule } from './summary';

const VERSIONS = { 'h1.': 1, 'h2.': 2 } as const;
const PREFIX = 'h2.';
const VERSION = 2;

/** One submodule's entry, or none when the member has done nothing there. */
function entry(s: OutlineSubmodule, page: PageProgress | undefined, times: ReturnType<typeof timeCodec>): number[] {
  if (!page) return [];
  const complete = isSubmoduleComplete(s.tasks, page);
  const uploads = uploadTasks(s).flatMap((i) => {
    const u = uploadFor(s.tasks, page, i);
    return u && u.count > 0 ? [{ i, count: byte(u.count), at: u.uploadedAt }] : [];
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
  const time = (iso: string | undefined) => varint(times.put(iso));
  const score = (r: { correct: number; total: number }) => [byte(r.correct), byte(r.total)];
  if (complete) {
    if (uploads.length) out.push(uploads.length, ...uploads.flatMap((u) => [u.count, ...time(u.at)]));
    if (quizzes.length) out.push(quizzes.length, ...quizzes.flatMap(({ r }) => [...score(r), ...time(r.submittedAt)]));
    return out;
  }
  if (items.length) out.push(byte(items.length), ...items.slice(0, 255).flatMap(u16));
  if (uploads.length)
    out.push(uploads.length, ...uploads.flatMap((u) => [...u16(taskHash(keyOf(s.tasks[u.i], u.i))), u.count, ...time(u.at)]));
  if (quizzes.length)
    out.push(quizzes.length, ...quizzes.flatMap(({ r }) => [...u24(identityId(quizIdOf(r.quizKey))), ...score(r), ...time(r.submittedAt)]));
  return out;
}

/** The fragment's value for a member's progress on this curriculum. */
export function handoffPayload(outline: readonly OutlineBlock[], pages: Pages): string {
  const times = timeCodec();
  const body = [VERSION, ...outline.flatMap((b) => b.submodules.flatMap((s) => entry(s, pages[s.pageKey], times)))];
  return `${PREFIX}${sealBody(body)}`;
}

export const HANDOFF_REFUSALS = {
  foreign: 'This is not a progress link of this site: nothing was changed.',
  damaged: 'This progress link is damaged or cut short (copy it whole, or scan the QR code again): nothing was changed.',
} as const;

export type HandoffRead = { ok: true; pages: Pages; unknown: number } | { ok: false; reason: string };

/** Reads a fragment's value against this curriculum; who: the signed-in member, named on the uploads. */
export function readHandoff(value: string, outline: readonly OutlineBlock[], who: { eid: string; fullName?: string }): HandoffRead {
  const prefix = Object.keys(VERSIONS).find((p) => value.startsWith(p)) as keyof typeof VERSIONS | undefined;
  if (!prefix) return { ok: false, reason: HANDOFF_REFUSALS.foreign };
  const version = VERSIONS[prefix];
  const body = openBody(value.slice(prefix.length), 1);
  if (!body) return { ok: false, reason: HANDOFF_REFUSALS.damaged };
  const byId = new Map(
    outline.flatMap((b) => b.submodules.flatMap((s) => [s.pageKey, ...(s.formerKeys ?? [])].map((k) => [identityId(k), s]))),
  );
  const pages = pagesMap();
  let unknown = 0;
  try {
    const r = reader(body);
    if (r.next() !== version) return { ok: false, reason: HANDOFF_REFUSALS.foreign };
    const times = timeCodec();
    while (!r.done()) {
      const s = byId.get(r.u24());
      const e = readEntry(r, version, times);
      if (s) pages[s.pageKey] = rebuild(s, e, who);
      else unknown++;
    }
  } catch {
    return { ok: false, reason: HANDOFF_REFUSALS.damaged };
  }
  return { ok: true, pages, unknown };
}
