/**
 * Reading `NTP1.` codes, which reports sent before NTP2 carry: bitsets over the outline's submodule
 * order, so a code reads only where the outline is the one it was made on (its fingerprint says so),
 * and is refused with `otherCurriculum` anywhere else. Nothing writes NTP1 any more.
 *
 * Layout: outline fingerprint (4), report time in minutes (4), team index (1), complete and started
 * bitsets, per quiz task a flag byte (and, when taken, correct, total and the day), uploads (1), EID
 * and name (length + UTF-8), checksum (4).
 */
import type { OutlineBlock } from '@/lib/progress/summary';
import { dayText, fnv, openBody, reader, utf8 } from './bytes';
import {
  CODE_REFUSALS,
  outlineQuizzes,
  outlineSubmodules,
  outlineTeams,
  perOutline,
  refuse,
  type CodeCheck,
  type CodedQuiz,
} from './shape';

/** Which submodules and quiz places the outline has, as NTP1 fingerprinted them. */
export const outlineFingerprint = perOutline((outline) =>
  fnv(
    utf8(
      JSON.stringify([
        outlineSubmodules(outline).map((s) => s.pageKey),
        outlineQuizzes(outline).map((q) => [q.pageKey, q.task, q.questions ?? 0]),
      ]),
    ),
  ),
);

export function readV1(encoded: string, outline: readonly OutlineBlock[]): CodeCheck {
  // Fingerprint, time and team before the checksum: anything shorter is not a code.
  const bytes = openBody(encoded, 9);
  if (!bytes) return refuse(CODE_REFUSALS.damaged);
  const r = reader(bytes);
  if (r.u32() !== outlineFingerprint(outline)) return refuse(CODE_REFUSALS.otherCurriculum);
  try {
    const reportedAt = new Date(r.u32() * 60_000).toISOString();
    const teamIndex = r.next();
    const n = outlineSubmodules(outline).length;
    const complete = r.bits(n);
    const started = r.bits(n);
    const quizzes = outlineQuizzes(outline).map((): CodedQuiz | null => {
      const flags = r.next();
      if (!(flags & 1)) return null;
      const quiz: CodedQuiz = { correct: r.next(), total: r.next(), passed: (flags & 2) !== 0 };
      const day = r.u16();
      if (day) quiz.date = dayText(day);
      return quiz;
    });
    const uploads = r.next();
    const eid = r.text();
    const fullName = r.text();
    if (!r.done() || eid.trim() === '') return refuse(CODE_REFUSALS.damaged);
    const team = teamIndex === 0 ? null : (outlineTeams(outline)[teamIndex - 1] ?? null);
    return { ok: true, progress: { eid, fullName, reportedAt, team, complete, started, quizzes, uploads } };
  } catch {
    return refuse(CODE_REFUSALS.damaged);
  }
}
