/**
 * The progress code: the last line of the report e-mail ('Progress code: NTP1.…'), which /review
 * reads back. It carries what the review table shows of a member (which submodules are complete or
 * started, each quiz's best score and its date, the uploads count, the team, the report's time, the
 * EID and name) in about 100 characters, so the whole `mailto:` stays under MAILTO_LIMIT.
 *
 * Layout (bytes, then base64url): outline fingerprint (4), report time in minutes (4), team (1),
 * complete and started bitsets over the outline's submodule order, per quiz a flag byte (and, when
 * taken, correct, total and the day), uploads (1), EID and name (length + UTF-8), checksum (4).
 * The curriculum is not in the code: the reader needs the same outline, and the fingerprint tells
 * when it is another one. A changed layout is a new version: `NTP2.` is then refused as newer.
 */
import { localDate } from './dates';
import type { Pages } from '@/lib/record/record';
import { summariseProgress, type OutlineBlock } from './summary';

export const PROGRESS_CODE_VERSION = 1;
export const PROGRESS_CODE_LABEL = 'Progress code:';

export const CODE_REFUSALS = {
  newer: 'made by a newer version of the site',
  damaged: 'damaged code',
  otherCurriculum: 'made for another version of the curriculum',
} as const;
export type CodeRefusal = (typeof CODE_REFUSALS)[keyof typeof CODE_REFUSALS];

/** A quiz's best result: `passed` only for the questions the quiz has now; `date` 'YYYY-MM-DD'. */
export type CodedQuiz = { correct: number; total: number; passed: boolean; date?: string };

/** One member's progress as the review table needs it, from a progress file or a progress code. */
export type MemberProgress = {
  eid: string;
  fullName: string;
  /** ISO time of the report or file. */
  reportedAt: string;
  team: string | null;
  /** Per submodule, in the outline's order. */
  complete: boolean[];
  started: boolean[];
  /** Per quiz task, in the outline's order (outlineQuizzes); null when never taken. */
  quizzes: (CodedQuiz | null)[];
  uploads: number;
  /** Submodules reported complete that this curriculum no longer has (a code made before they were removed). */
  retiredDone?: number;
};

export const outlineSubmodules = (outline: readonly OutlineBlock[]) =>
  outline.flatMap((b) => b.submodules.map((s) => ({ ...s, block: b.id, team: b.team })));
export const outlineQuizzes = (outline: readonly OutlineBlock[]) =>
  outline.flatMap((b) =>
    b.submodules.flatMap((s) =>
      s.tasks.flatMap((t, task) =>
        t.quizTitle !== undefined ? [{ pageKey: s.pageKey, task, title: t.quizTitle, quizKey: t.quizKey, questions: t.questions }] : [],
      ),
    ),
  );
const outlineTeams = (outline: readonly OutlineBlock[]) => [...new Set(outline.map((b) => b.team))];

/** FNV-1a over bytes: a checksum and a fingerprint, not a secret. */
function fnv(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}
const utf8 = (s: string) => new TextEncoder().encode(s);

/** Which submodules and quiz places the outline has: a code made for another outline cannot be read against it. */
export const outlineFingerprint = (outline: readonly OutlineBlock[]) =>
  fnv(
    utf8(
      JSON.stringify([
        outlineSubmodules(outline).map((s) => s.pageKey),
        outlineQuizzes(outline).map((q) => [q.pageKey, q.task, q.questions ?? 0]),
      ]),
    ),
  );

/** The team with the most started submodules, or null when none or tied. */
export function likelyTeam(outline: readonly OutlineBlock[], started: readonly boolean[]): string | null {
  const counts = new Map<string, number>();
  outlineSubmodules(outline).forEach((s, i) => started[i] && counts.set(s.team, (counts.get(s.team) ?? 0) + 1));
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  return ranked.length && (ranked.length === 1 || ranked[0][1] > ranked[1][1]) ? ranked[0][0] : null;
}

type Who = { eid: string; fullName: string; reportedAt: string; team?: string | null };

/** A member's saved pages reduced to what the review table and the code hold. */
export function memberProgress(outline: readonly OutlineBlock[], pages: Pages, who: Who): MemberProgress {
  const summary = summariseProgress(outline, pages);
  const started = outlineSubmodules(outline).map((s) => pages[s.pageKey] !== undefined);
  const quizzes = outlineQuizzes(outline).map((q) => {
    const r = pages[q.pageKey]?.quizzes[q.task];
    if (!r) return null;
    const quiz: CodedQuiz = { correct: r.correct, total: r.total, passed: r.passed && r.quizKey === q.quizKey };
    if (r.submittedAt) quiz.date = localDate(new Date(r.submittedAt));
    return quiz;
  });
  const teams = outlineTeams(outline);
  const team = who.team && teams.includes(who.team) ? who.team : likelyTeam(outline, started);
  return {
    eid: who.eid,
    fullName: who.fullName,
    reportedAt: who.reportedAt,
    team,
    complete: summary.blocks.flatMap((b) => b.submodules.map((s) => s.complete)),
    started,
    quizzes,
    uploads: summary.uploads.length,
  };
}

const DAY = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY);
const dayText = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const bits = (flags: readonly boolean[]) =>
  Array.from({ length: Math.ceil(flags.length / 8) }, (_, i) =>
    flags.slice(i * 8, i * 8 + 8).reduce((byte, on, j) => byte | (on ? 1 << j : 0), 0),
  );
const text = (s: string) => {
  const b = utf8(s).slice(0, 255);
  return [b.length, ...b];
};
const byte = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** 'NTP1.…': the code of `progress`, read back with the same outline by parseProgressCode. */
export function progressCode(outline: readonly OutlineBlock[], progress: MemberProgress): string {
  const teams = outlineTeams(outline);
  const quizzes = progress.quizzes.flatMap((q) => {
    if (!q) return [0];
    const day = q.date ? dayNumber(q.date) : 0;
    return [1 | (q.passed ? 2 : 0), byte(q.correct), byte(q.total), (day >> 8) & 255, day & 255];
  });
  const body = [
    ...u32(outlineFingerprint(outline)),
    ...u32(Math.floor(Date.parse(progress.reportedAt) / 60_000)),
    progress.team ? teams.indexOf(progress.team) + 1 : 0,
    ...bits(progress.complete),
    ...bits(progress.started),
    ...quizzes,
    byte(progress.uploads),
    ...text(progress.eid),
    ...text(progress.fullName),
  ];
  const bytes = Uint8Array.from(body);
  return `NTP${PROGRESS_CODE_VERSION}.${toBase64Url(Uint8Array.from([...bytes, ...u32(fnv(bytes))]))}`;
}

export type CodeCheck = { ok: true; progress: MemberProgress } | { ok: false; reason: CodeRefusal };

/** Reads a code against this site's outline; a code that does not read whole is refused. */
export function parseProgressCode(code: string, outline: readonly OutlineBlock[]): CodeCheck {
  const refuse = (reason: CodeRefusal): CodeCheck => ({ ok: false, reason });
  const m = /^NTP(\d+)\.(.*)$/.exec(code.trim());
  if (!m) return refuse(CODE_REFUSALS.damaged);
  if (Number(m[1]) > PROGRESS_CODE_VERSION) return refuse(CODE_REFUSALS.newer);
  const all = Number(m[1]) === PROGRESS_CODE_VERSION ? fromBase64Url(m[2]) : null;
  // Fingerprint, time and team, then the checksum: anything shorter is not a code.
  if (!all || all.length < 13) return refuse(CODE_REFUSALS.damaged);
  const bytes = all.subarray(0, all.length - 4);
  const readU32 = (i: number) => new DataView(all.buffer, all.byteOffset + i, 4).getUint32(0);
  if (fnv(bytes) !== readU32(all.length - 4)) return refuse(CODE_REFUSALS.damaged);
  if (readU32(0) !== outlineFingerprint(outline)) return refuse(CODE_REFUSALS.otherCurriculum);
  try {
    let i = 8;
    const next = () => {
      if (i >= bytes.length) throw new Error('short');
      return bytes[i++];
    };
    const reportedAt = new Date(readU32(4) * 60_000).toISOString();
    const teamIndex = next();
    const n = outlineSubmodules(outline).length;
    const readBits = () => {
      const packed = Array.from({ length: Math.ceil(n / 8) }, next);
      return Array.from({ length: n }, (_, k) => (packed[k >> 3] & (1 << (k & 7))) !== 0);
    };
    const complete = readBits();
    const started = readBits();
    const quizzes = outlineQuizzes(outline).map((): CodedQuiz | null => {
      const flags = next();
      if (!(flags & 1)) return null;
      const quiz: CodedQuiz = { correct: next(), total: next(), passed: (flags & 2) !== 0 };
      const day = (next() << 8) | next();
      if (day) quiz.date = dayText(day);
      return quiz;
    });
    const uploads = next();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const readText = () => decoder.decode(Uint8Array.from({ length: next() }, next));
    const eid = readText();
    const fullName = readText();
    if (i !== bytes.length || eid.trim() === '') return refuse(CODE_REFUSALS.damaged);
    const team = teamIndex === 0 ? null : (outlineTeams(outline)[teamIndex - 1] ?? null);
    return { ok: true, progress: { eid, fullName, reportedAt, team, complete, started, quizzes, uploads } };
  } catch {
    return refuse(CODE_REFUSALS.damaged);
  }
}
