/**
 * @jest-environment node
 *
 * /review with thousands of members, as 1 MB of pasted codes from 6,000 of them brings: read in steps
 * that give the page back between them, with the very result of reading them at once; each row made
 * once however often the table is drawn; and the charts' counts, made in one pass over the members,
 * equal to counting member by member. (How long a step and a drawing take in a browser is measured
 * by the benchmark, tools/perf/reviewResponsiveness.ts, not here.)
 */
import { progressOutline } from '@/lib/progress/outline';
import { memberProgress, outlineQuizzes, outlineSubmodules, progressCode, PROGRESS_CODE_LABEL } from '@/lib/progress/progressCode';
import { finishedChart, standingChart } from '@/lib/review/cohort';
import { readInputs, readInputsInSteps, reviewInputs, type ReadInputs } from '@/lib/review/inputs';
import { memberRow, reviewRows } from '@/lib/review/table';

const outline = progressOutline();
const subs = outlineSubmodules(outline);
const now = new Date(2026, 10, 23, 15, 30);
const teams = [...new Set(outline.map((b) => b.team))];

/** 1 MB at most of report lines, each from a member of its own, with progress that differs from one to the next. */
function pasteOfMembers(count: number): string {
  const lines: string[] = [];
  for (let n = 0; n < count; n++) {
    const team = n % 7 === 0 ? null : teams[n % teams.length];
    const p = memberProgress(
      outline,
      {},
      { eid: `m${n}`, fullName: `Member ${n}`, reportedAt: now.toISOString(), team: team ?? undefined },
    );
    const complete = subs.map((_, i) => (i * 7 + n) % 5 < 2);
    const quizzes = outlineQuizzes(outline).map((_, j) => ((n + j) % 3 === 0 ? { correct: 3, total: 3, passed: true } : null));
    lines.push(`${PROGRESS_CODE_LABEL} ${progressCode(outline, { ...p, team, complete, started: complete, quizzes })}`);
  }
  return `${lines.join('\n')}\n`;
}

const text = pasteOfMembers(6_000);
const given = reviewInputs([{ kind: 'text', name: 'Pasted text', text }]);
const atOnce = readInputs(given, outline, now);

describe('1 MB of codes from 6,000 members', () => {
  it('is a paste the page accepts, every code found and read', () => {
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(1024 * 1024);
    expect(atOnce.refusals).toEqual([]);
    expect(new Set(atOnce.members.map((m) => m.eid)).size).toBe(6_000);
  });

  it('reads in steps, pausing between them and saying how far it has come, to the same result as at once', async () => {
    let pauses = 0;
    const steps: number[] = [];
    const made: ReadInputs = { members: [], refusals: [] };
    const some = given.slice(0, 300);
    const inSteps = await readInputsInSteps(some, outline, now, {
      pause: async () => {
        pauses++;
      },
      step: (read, done) => {
        steps.push(done);
        made.members.push(...read.members);
      },
      stepMs: 0, // one input a step
    });
    expect(inSteps).toEqual(readInputs(some, outline, now));
    expect(made.members).toEqual(inSteps.members);
    expect(steps).toEqual(some.map((_, i) => i + 1));
    expect(pauses).toBe(some.length - 1);
    // All of them, in steps of the page's own length.
    const all = await readInputsInSteps(given, outline, now, { pause: () => Promise.resolve() });
    expect(all.members.map((m) => m.eid)).toEqual(atOnce.members.map((m) => m.eid));
  });

  it('makes each member’s row once, however often the table is drawn', () => {
    const rows = reviewRows(atOnce.members, outline, now);
    expect(rows).toHaveLength(6_000);
    const again = reviewRows(atOnce.members, outline, now);
    expect(again.map((r) => r.blocks)).toEqual(rows.map((r) => r.blocks));
    expect(again[0].blocks).toBe(rows[0].blocks);
    expect(memberRow(atOnce.members[0], outline)).toBe(memberRow(atOnce.members[0], outline));
  });

  it('counts the charts as member by member would', () => {
    const rows = reviewRows(atOnce.members, outline, now);
    const quizzes = outlineQuizzes(outline);
    for (const group of finishedChart(rows, outline, teams)) {
      const block = outline.find((b) => b.label && group.name.endsWith(b.label) && group.name.startsWith(b.team))!;
      const mine = rows.filter((r) => !r.team || r.team === block.team);
      const expected = subs.flatMap((s, i) =>
        s.block !== block.id
          ? []
          : [
              mine.filter((r) => r.complete[i]).length,
              ...quizzes.flatMap((q, j) => (q.pageKey === s.pageKey ? [mine.filter((r) => r.quizPassed[j]).length] : [])),
            ],
      );
      expect(group.bars.map((b) => b.count)).toEqual(expected);
      expect(group.bars.every((b) => b.of === mine.length)).toBe(true);
    }
    for (const group of standingChart(rows, outline, teams)) {
      const mine = rows.filter((r) => r.team === group.name);
      const finished = group.bars.find((b) => b.label === 'Finished everything');
      expect(finished?.count ?? 0).toBe(mine.filter((r) => r.place === null).length);
      const placed = group.bars.filter((b) => b !== finished).reduce((sum, b) => sum + b.count, 0);
      expect(placed).toBe(mine.filter((r) => r.place !== null).length);
    }
  });
});
