/**
 * The performance targets as data, and the verdicts `npm run bench -- --check` and
 * `npm run lighthouse -- --ci` gate on. Kept apart from the scripts so the rules are unit-tested.
 */
import { minMedianMax, type RouteKind } from './pageWeight';

/** First-load JavaScript as a multiple of the bare Next.js page's, built in the same run. */
export const JS_RATIO_TARGETS: Record<RouteKind, number> = { public: 1.15, members: 1.25, module: 1.25 };

export type JsVerdict = { ratio: number; target: number; pass: boolean };

export function jsVerdict(kind: RouteKind, pageJs: number, bareJs: number): JsVerdict {
  if (!(bareJs > 0)) throw new Error('the bare page has no first-load JavaScript: was it measured?');
  const ratio = pageJs / bareJs;
  return { ratio, target: JS_RATIO_TARGETS[kind], pass: ratio <= JS_RATIO_TARGETS[kind] };
}

/** One Lighthouse run of one URL, scores 0-100 (rounded as the report shows them), times in ms. */
export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/**
 * Gated in CI (stable from run to run): a page that misses one fails the check.
 * Performance, LCP, TBT and CLS move with the machine's load, so CI reports them without gating.
 */
export const LIGHTHOUSE_GATES = { accessibility: 100, bestPractices: 95, seo: 95 } as const;

/**
 * The goals docs/performance.md's Lighthouse table is judged against (measured side by side with the
 * bare page, medians of the session's runs): a score of 95 or more and at most 3 points below the
 * bare page's, total blocking time at most 1.5 times the bare page's, largest paint by 2.0 s, no shift.
 */
export const LIGHTHOUSE_GOALS = { performance: 95, pointsBelowBare: 3, tbtTimesBare: 1.5, lcpMs: 2000, cls: 0 } as const;

const GATE_NAMES: Record<keyof typeof LIGHTHOUSE_GATES, string> = {
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
};

/** What a page misses of the CI gates, in words; empty when it passes. */
export function gateFailures(scores: LighthouseScores): string[] {
  return (Object.keys(LIGHTHOUSE_GATES) as (keyof typeof LIGHTHOUSE_GATES)[])
    .filter((k) => !(scores[k] >= LIGHTHOUSE_GATES[k]))
    .map((k) => `${GATE_NAMES[k]} ${scores[k]} (needs ≥ ${LIGHTHOUSE_GATES[k]})`);
}

/** What a page misses of the speed goals next to the bare page, in words; empty when it meets them. */
export function goalMisses(scores: LighthouseScores, bare: LighthouseScores): string[] {
  const misses: string[] = [];
  if (scores.performance < LIGHTHOUSE_GOALS.performance) misses.push(`performance ${scores.performance} < ${LIGHTHOUSE_GOALS.performance}`);
  if (bare.performance - scores.performance > LIGHTHOUSE_GOALS.pointsBelowBare) {
    misses.push(`performance ${bare.performance - scores.performance} points below the bare page`);
  }
  const tbtTimes = scores.tbtMs / Math.max(bare.tbtMs, 1);
  if (tbtTimes > LIGHTHOUSE_GOALS.tbtTimesBare) {
    misses.push(`TBT ${tbtTimes.toFixed(2)} times the bare page's (goal ≤ ${LIGHTHOUSE_GOALS.tbtTimesBare})`);
  }
  if (scores.lcpMs > LIGHTHOUSE_GOALS.lcpMs)
    misses.push(`LCP ${(scores.lcpMs / 1000).toFixed(2)} s > ${(LIGHTHOUSE_GOALS.lcpMs / 1000).toFixed(1)} s`);
  // Lighthouse shows CLS to three decimals; a shift it rounds to 0.000 is not one a reader sees.
  if (Number(scores.cls.toFixed(3)) > LIGHTHOUSE_GOALS.cls) misses.push(`CLS ${scores.cls.toFixed(3)} > 0`);
  return misses;
}

/** Several runs of one URL as one: each figure the median of its runs (`npm run lighthouse -- --runs 3`). */
export function medianScores(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const of = (k: keyof LighthouseScores) => minMedianMax(runs.map((r) => r[k]))[1];
  return {
    performance: Math.round(of('performance')),
    accessibility: Math.round(of('accessibility')),
    bestPractices: Math.round(of('bestPractices')),
    seo: Math.round(of('seo')),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/**
 * What the offline worker may cost (docs/decisions/offline.md): in a visitor's background, at most
 * this over the wire (the site registers no worker for a visitor, so nothing); after a deploy that
 * changed one submodule file, a member's worker downloads at most this many of its entries and this
 * many bytes of gzip.
 */
export const OFFLINE_LIMITS = { visitorBackgroundBytes: 300_000, deployEntries: 10, deployGzipBytes: 100_000 } as const;

/** What a measurement misses of OFFLINE_LIMITS, in words; empty when it keeps them (or was not measured). */
export function offlineMisses(figures: { visitorWireBytes?: number; deploy?: { entries: number; gzipBytes: number } }): string[] {
  const misses: string[] = [];
  const { visitorWireBytes, deploy } = figures;
  if (visitorWireBytes !== undefined && visitorWireBytes > OFFLINE_LIMITS.visitorBackgroundBytes)
    misses.push(
      `a visitor's background download ${(visitorWireBytes / 1000).toFixed(1)} kB > ${OFFLINE_LIMITS.visitorBackgroundBytes / 1000} kB`,
    );
  if (deploy && deploy.entries > OFFLINE_LIMITS.deployEntries)
    misses.push(`a one-submodule deploy changes ${deploy.entries} of the worker's entries (> ${OFFLINE_LIMITS.deployEntries})`);
  if (deploy && deploy.gzipBytes > OFFLINE_LIMITS.deployGzipBytes)
    misses.push(
      `a one-submodule deploy costs ${(deploy.gzipBytes / 1000).toFixed(1)} kB gzip (> ${OFFLINE_LIMITS.deployGzipBytes / 1000} kB)`,
    );
  return misses;
}
