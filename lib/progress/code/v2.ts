/**
 * `NTP2.` codes: each entry names its submodule or quiz by a short id of its identity (identityId of
 * the page key, or of the quiz id), never by position, so a code reads on any later curriculum. A
 * submodule that moved (`formerly`) is found under its former key; one that is gone is counted in
 * `retiredDone` when it was complete; one added since is 'not started'.
 *
 * Layout (bytes, then base64url): report time in minutes (4), team (length + UTF-8), the started
 * submodules (count (2), then 3 bytes each), their complete bitset, the quizzes taken (count (2), then
 * id (3), flags (1: passed), correct, total, day (2)), uploads (2), EID and name (length + UTF-8),
 * checksum (4). Everything done in 100 submodules and 20 quizzes is 721 characters (48 and 5: 344).
 */
import { identityId } from '@/lib/onboarding/identity';
import type { OutlineBlock } from '@/lib/progress/summary';
import { bits, byte, dayNumber, dayText, openBody, reader, sealBody, text, u16, u24, u32 } from './bytes';
import {
  CODE_REFUSALS,
  outlineQuizzes,
  outlineSubmodules,
  perOutline,
  refuse,
  type CodeCheck,
  type CodedQuiz,
  type MemberProgress,
} from './shape';

export function writeV2(outline: readonly OutlineBlock[], progress: MemberProgress): string {
  const subs = outlineSubmodules(outline);
  const started = subs.flatMap((s, i) =>
    progress.started[i] || progress.complete[i] ? [{ id: identityId(s.pageKey), done: progress.complete[i] }] : [],
  );
  // One entry (its bytes) per quiz taken.
  const quizzes = outlineQuizzes(outline).flatMap((q, i) => {
    const r = progress.quizzes[i];
    if (!r) return [];
    const day = r.date ? dayNumber(r.date) : 0;
    return [[...u24(identityId(q.quizId)), r.passed ? 1 : 0, byte(r.correct), byte(r.total), ...u16(day)]];
  });
  return sealBody([
    ...u32(Math.floor(Date.parse(progress.reportedAt) / 60_000)),
    ...text(progress.team ?? ''),
    ...u16(started.length),
    ...started.flatMap((s) => u24(s.id)),
    ...bits(started.map((s) => s.done)),
    ...u16(quizzes.length),
    ...quizzes.flat(),
    ...u16(Math.min(progress.uploads, 0xffff)),
    ...text(progress.eid),
    ...text(progress.fullName),
  ]);
}

/** Each id of this outline's submodules (and their former keys) to its place in the outline. */
const submoduleIndex = perOutline((outline): ReadonlyMap<number, number> => {
  const index = new Map<number, number>();
  outlineSubmodules(outline).forEach((s, i) => {
    for (const key of [s.pageKey, ...(s.formerKeys ?? [])]) index.set(identityId(key), i);
  });
  return index;
});
/** Each quiz of the outline by the id its identity has in a code. */
const quizIds = perOutline((outline) => outlineQuizzes(outline).map((q) => identityId(q.quizId)));

export function readV2(encoded: string, outline: readonly OutlineBlock[]): CodeCheck {
  const bytes = openBody(encoded, 11);
  if (!bytes) return refuse(CODE_REFUSALS.damaged);
  try {
    const r = reader(bytes);
    const reportedAt = new Date(r.u32() * 60_000).toISOString();
    const team = r.text();
    const ids = Array.from({ length: r.u16() }, r.u24);
    const done = r.bits(ids.length);
    const places = submoduleIndex(outline);
    const n = outlineSubmodules(outline).length;
    const complete = Array<boolean>(n).fill(false);
    const started = Array<boolean>(n).fill(false);
    let retiredDone = 0;
    ids.forEach((id, k) => {
      const i = places.get(id);
      if (i === undefined) retiredDone += done[k] ? 1 : 0;
      else [started[i], complete[i]] = [true, complete[i] || done[k]];
    });
    const taken = new Map<number, CodedQuiz>();
    for (let k = r.u16(); k > 0; k--) {
      const id = r.u24();
      const quiz: CodedQuiz = { passed: (r.next() & 1) !== 0, correct: r.next(), total: r.next() };
      const day = r.u16();
      if (day) quiz.date = dayText(day);
      taken.set(id, quiz);
    }
    const quizzes = quizIds(outline).map((id) => taken.get(id) ?? null);
    const uploads = r.u16();
    const eid = r.text();
    const fullName = r.text();
    if (!r.done() || eid.trim() === '') return refuse(CODE_REFUSALS.damaged);
    const progress: MemberProgress = { eid, fullName, reportedAt, team: team || null, complete, started, quizzes, uploads };
    return { ok: true, progress: retiredDone ? { ...progress, retiredDone } : progress };
  } catch {
    return refuse(CODE_REFUSALS.damaged);
  }
}
