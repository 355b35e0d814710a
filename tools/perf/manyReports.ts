/**
 * 1 MB of pasted progress codes from thousands of members, as an officer's mailbox export brings
 * them: one 'Progress code:' line per member, each with progress of its own (teams, submodules and
 * quizzes differing from one member to the next), as long as the page accepts (1 MB). What the
 * /review benchmark (reviewResponsiveness.ts) and its e2e test paste.
 */
import {
  memberProgress,
  outlineQuizzes,
  outlineSubmodules,
  outlineTeams,
  progressCode,
  PROGRESS_CODE_LABEL,
} from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';

const MB = 1024 * 1024;

/** The reports of up to `members` members (fewer when 1 MB is full), and how many they are. */
export function manyReports(outline: readonly OutlineBlock[], members: number, now = new Date()): { text: string; members: number } {
  const subs = outlineSubmodules(outline);
  const teams = outlineTeams(outline);
  const lines: string[] = [];
  let bytes = 0;
  for (let n = 0; n < members; n++) {
    // Every seventh member names no team; the others take turns.
    const team = n % 7 === 0 ? null : teams[n % teams.length];
    const who = { eid: `m${n}`, fullName: `Member ${n}`, reportedAt: new Date(now.getTime() - (n % 30) * 86_400_000).toISOString() };
    const complete = subs.map((_, i) => (i * 7 + n) % 5 < 2);
    const quizzes = outlineQuizzes(outline).map((_, j) => ((n + j) % 3 === 0 ? { correct: 3, total: 3, passed: true } : null));
    const progress = { ...memberProgress(outline, {}, who), team, complete, started: complete, quizzes };
    const line = `${PROGRESS_CODE_LABEL} ${progressCode(outline, progress)}\n`;
    if (bytes + line.length > MB) break;
    bytes += line.length;
    lines.push(line);
  }
  return { text: lines.join(''), members: lines.length };
}
