/**
 * The progress code: the last line of the report e-mail ('Progress code: NTP2.…'), which /review
 * reads back. It carries what the review table shows of a member (which submodules are complete or
 * started, each quiz's best score and its date, the uploads count, the team, the report's time, the
 * EID and name) in a few hundred characters, so the whole `mailto:` stays under MAILTO_LIMIT.
 *
 * Codes outlive the curriculum they were made on: NTP2 (./code/v2) names every submodule and quiz by
 * its identity, so officers read a code sent before any later edit; NTP1 (./code/v1), written before
 * that, still reads wherever its outline is this build's. A changed layout is a new version: a code
 * of a version above PROGRESS_CODE_VERSION is refused as newer.
 */
import { localDate } from './dates';
import { canonicalPages } from './merge';
import { formerKeyMap } from '@/lib/onboarding/identity';
import { isQuizPassed, quizResultFor } from '@/lib/onboarding/quiz';
import type { Pages } from '@/lib/record/record';
import { summariseProgress, type OutlineBlock } from './summary';
import { readV1 } from './code/v1';
import { readV2, writeV2 } from './code/v2';
import {
  CODE_REFUSALS,
  outlineQuizzes,
  outlineSubmodules,
  outlineTeams,
  refuse,
  type CodeCheck,
  type CodedQuiz,
  type MemberProgress,
} from './code/shape';

export {
  CODE_REFUSALS,
  outlineQuizzes,
  outlineSubmodules,
  outlineTeams,
  perOutline,
  type CodeCheck,
  type CodedQuiz,
  type MemberProgress,
} from './code/shape';

export const PROGRESS_CODE_VERSION = 2;
export const PROGRESS_CODE_LABEL = 'Progress code:';

/** The team with the most started submodules, or null when none or tied. */
export function likelyTeam(outline: readonly OutlineBlock[], started: readonly boolean[]): string | null {
  const counts = new Map<string, number>();
  outlineSubmodules(outline).forEach((s, i) => started[i] && counts.set(s.team, (counts.get(s.team) ?? 0) + 1));
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  return ranked.length && (ranked.length === 1 || ranked[0][1] > ranked[1][1]) ? ranked[0][0] : null;
}

type Who = { eid: string; fullName: string; reportedAt: string; team?: string | null };

/** A member's saved pages (progress under former keys included) reduced to what the review table and the code hold. */
export function memberProgress(outline: readonly OutlineBlock[], saved: Pages, who: Who): MemberProgress {
  const pages = canonicalPages(saved, formerKeyMap(outline));
  const summary = summariseProgress(outline, pages);
  const started = outlineSubmodules(outline).map((s) => pages[s.pageKey] !== undefined);
  const quizzes = outlineQuizzes(outline).map((q) => {
    const r = quizResultFor(pages[q.pageKey]?.quizzes, q.task, q.quizKey);
    if (!r) return null;
    const quiz: CodedQuiz = { correct: r.correct, total: r.total, passed: isQuizPassed(r, q.quizKey) };
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

/** 'NTP2.…': the code of `progress` (laid over `outline`), read back on any curriculum by parseProgressCode. */
export const progressCode = (outline: readonly OutlineBlock[], progress: MemberProgress): string =>
  `NTP${PROGRESS_CODE_VERSION}.${writeV2(outline, progress)}`;

/** Reads a code against this site's outline; a code that does not read whole is refused with the reason. */
export function parseProgressCode(code: string, outline: readonly OutlineBlock[]): CodeCheck {
  const m = /^NTP(\d+)\.(.*)$/.exec(code.trim());
  if (!m) return refuse(CODE_REFUSALS.damaged);
  const version = Number(m[1]);
  if (version > PROGRESS_CODE_VERSION) return refuse(CODE_REFUSALS.newer);
  if (version === 2) return readV2(m[2], outline);
  if (version === 1) return readV1(m[2], outline);
  return refuse(CODE_REFUSALS.damaged);
}
