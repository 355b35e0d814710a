/**
 * What `npm run lighthouse` prints after its runs: one Markdown row per page (the bare page first as
 * the reference), each figure the median of the page's runs with the runs in brackets, and how the
 * page compares with the bare page of the same run and with the goals.
 */
import { goalMisses, medianScores, type LighthouseScores } from './targets';

/** One Lighthouse run of one page, as the script records it. */
export type LighthouseRun = { label: string; bare?: boolean; run: number; protocol?: string; scores: LighthouseScores };

const secs = (v: number) => `${(v / 1000).toFixed(2)} s`;
const ms = (v: number) => `${Math.round(v)} ms`;

export function lighthouseTable(results: LighthouseRun[]): string[] {
  const labels = [...new Set(results.map((r) => r.label))];
  const rows = labels.map((label) => {
    const own = results.filter((r) => r.label === label);
    return { label, bare: own[0].bare, runs: own.map((r) => r.scores), scores: medianScores(own.map((r) => r.scores)) };
  });
  const bareRow = rows.find((r) => r.bare);
  if (!bareRow) throw new Error('the bare page was not audited: there is nothing to compare with');
  const bare = bareRow.scores;
  const several = rows.some((r) => r.runs.length > 1);
  const each = (runs: LighthouseScores[], key: keyof LighthouseScores, show: (v: number) => string) =>
    several ? ` (${runs.map((s) => show(s[key])).join(', ')})` : '';
  const protocols = [...new Set(results.map((r) => r.protocol ?? 'an unknown protocol'))].join(', ');

  const lines = [
    `Served over ${protocols}${several ? '; each figure is the median of its runs, the runs in brackets' : ''}.`,
    '',
    '| page | performance | LCP | TBT | CLS | accessibility | best practices | SEO | vs. bare page and goals |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of [bareRow, ...rows.filter((row) => !row.bare)]) {
    const s = r.scores;
    const points = s.performance - bare.performance;
    const misses = goalMisses(s, bare);
    const note = r.bare ? 'reference' : `${points >= 0 ? '+' : ''}${points}; ${misses.length ? misses.join('; ') : 'goals met'}`;
    lines.push(
      `| ${r.label} | ${s.performance}${each(r.runs, 'performance', String)} | ${secs(s.lcpMs)}${each(r.runs, 'lcpMs', secs)} | ` +
        `${ms(s.tbtMs)}${each(r.runs, 'tbtMs', ms)} | ${s.cls.toFixed(3)} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${note} |`,
    );
  }
  return lines;
}

/**
 * What `npm run lighthouse -- --ci` prints: the gated categories only, one row per page. In `npm test`
 * it runs beside the e2e tests, on a machine too busy for the speed figures to mean anything, so it
 * measures neither them nor the bare page.
 */
export function gatesTable(results: LighthouseRun[]): string[] {
  const lines = ['| page | accessibility | best practices | SEO |', '|---|---|---|---|'];
  for (const r of results) lines.push(`| ${r.label} | ${r.scores.accessibility} | ${r.scores.bestPractices} | ${r.scores.seo} |`);
  return lines;
}
