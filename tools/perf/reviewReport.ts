/**
 * What `npm run bench` prints of /review with 1 MB of codes from thousands of members: the figures
 * scripts/bench-review.ts measured (tools/perf/reviewResponsiveness.ts), read from its output.
 */
/** What scripts/bench-review.ts reports: the longest tasks, in ms, with 6,000 members' codes pasted into /review. */
export type ReviewCost = {
  ok: boolean;
  members?: number;
  pasteMs?: number;
  readMs?: number;
  readSeconds?: number;
  keptMs?: number;
  keptSeconds?: number;
  emptyMs?: number;
  verdict: string;
};

/** bench-review's JSON line and closing words, from its output. */
export function reviewCost(ok: boolean, output: string): ReviewCost {
  const lines = output.trim().split('\n');
  const json = lines.find((l) => l.startsWith('{'));
  return { ok, ...(json ? (JSON.parse(json) as Omit<ReviewCost, 'ok' | 'verdict'>) : {}), verdict: lines.at(-1) ?? '' };
}

export function reviewLines(r: ReviewCost): string[] {
  if (r.members === undefined) return ['', `/review with 1 MB of codes: not measured (${r.verdict})`];
  const ms = (n = 0) => `${Math.round(n)} ms`;
  return [
    '',
    `/review with 1 MB of codes from ${r.members} members, longest main-thread task in Chromium (limit 200 ms):`,
    `  pasting ${ms(r.pasteMs)}; reading and drawing ${ms(r.readMs)} (table shown in ${r.readSeconds?.toFixed(1)} s);`,
    `  reopening with the table kept ${ms(r.keptMs)} (shown in ${r.keptSeconds?.toFixed(1)} s), with nothing kept ${ms(r.emptyMs)}`,
    `  ${r.verdict}`,
  ];
}
