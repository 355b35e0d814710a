/**
 * What `npm run lighthouse` audits and reads, apart from driving the browser: the pages (each public
 * page, and the members' pages signed in, beside the bare Next.js page), and from each Lighthouse
 * result (the report's JSON, `lhr`) the scores and times the table and the gates use, why a gated
 * category lost points, and the largest paint.
 */
import type { LighthouseScores } from './targets';

/** A page to audit; `path` is the site's (none for the bare page). */
export type AuditTarget = { label: string; url: string; path?: string; bare?: boolean; signedIn?: boolean };

/**
 * The bare page first, then the public pages, then Member Home, /programs, /progress and `modulePath`
 * (one module page of the export) signed in; `only` (--only) keeps those site paths and the bare page.
 */
export function auditTargets(siteUrl: string, bareUrl: string, modulePath: string, only?: string[]): AuditTarget[] {
  const all: AuditTarget[] = [
    { label: 'bare Next.js page', url: `${bareUrl}/`, bare: true },
    ...['/', '/about/', '/events/', '/contact/', '/login/'].map((p) => ({ label: p, path: p, url: `${siteUrl}${p}` })),
    ...['/member/', '/programs/', '/progress/', modulePath].map((p) => ({
      label: `${p} (signed in)`,
      path: p,
      url: `${siteUrl}${p}`,
      signedIn: true,
    })),
  ];
  return only ? all.filter((t) => t.bare || (t.path !== undefined && only.includes(t.path))) : all;
}

type AuditItem = { node?: { snippet?: string; selector?: string }; phase?: string; timing?: number };

/** The parts of a Lighthouse result read here. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    { score?: number | null; title?: string; numericValue?: number; details?: { items?: { items?: AuditItem[] }[] } } | undefined
  >;
};

/** A category's score 0-100, as the report rounds it (0 when Lighthouse could not score it). */
const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** A run's figures as LighthouseScores (./targets.ts): scores 0-100, times in ms. */
export function scoresOf(lhr: LighthouseResult): LighthouseScores {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

/** Why a category lost points: its weighted audits that failed, as `id: title`, for the --ci message. */
export function failingAudits(lhr: LighthouseResult, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => {
      const audited = lhr.audits[ref.id]?.score;
      return ref.weight > 0 && typeof audited === 'number' && audited < 1;
    })
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`);
}

/** The largest paint's element and its phases (load delay, render delay ...), for --verbose. */
export function lcpDetails(lhr: LighthouseResult): { element: string | undefined; phases: string } {
  const [elements, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elements?.items?.[0]?.node;
  return {
    element: node?.snippet ?? node?.selector,
    phases: (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? NaN)} ms`).join(', '),
  };
}
