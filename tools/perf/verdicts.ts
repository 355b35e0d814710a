/**
 * The bench's verdicts on measured pages: each page's first-load JavaScript against its target
 * (targets.ts), the module pages summarised, the home page's budget, and when `--check` fails.
 */
import type { PageWeight } from './exportWeight';
import { minMedianMax, routeKind, type RouteKind } from './pageWeight';
import { jsVerdict, type JsVerdict } from './targets';

/** A row of the page-weight table: a page, or a summary of the module pages (no HTML/CSS/... split). */
export type WeightRow = { label: string; kind: RouteKind; js: number; total: number } & Partial<PageWeight> & JsVerdict;

/** The module page the table names as its example when it exists. */
const EXAMPLE_MODULE = '/onboarding/softwareB1/1_1/';

/** Every page but the module pages, each judged; then the module pages as min, median, max and one example. */
export function weightRows(pages: PageWeight[], baseJs: number): WeightRow[] {
  const out: WeightRow[] = [];
  const verdict = (kind: RouteKind, js: number) => jsVerdict(kind, js, baseJs);
  for (const p of pages.filter((x) => routeKind(x.route) !== 'module')) {
    out.push({ label: p.route, kind: routeKind(p.route), ...p, ...verdict(routeKind(p.route), p.js) });
  }
  const modules = pages.filter((x) => routeKind(x.route) === 'module');
  if (modules.length > 0) {
    const example = modules.find((m) => m.route === EXAMPLE_MODULE) ?? modules[0];
    const js = minMedianMax(modules.map((m) => m.js));
    const total = minMedianMax(modules.map((m) => m.total));
    (['min', 'median', 'max'] as const).forEach((name, i) =>
      out.push({
        label: `${modules.length} module pages: ${name}`,
        kind: 'module',
        js: js[i],
        total: total[i],
        ...verdict('module', js[i]),
      }),
    );
    out.push({ label: `e.g. ${example.route}`, kind: 'module', ...example, ...verdict('module', example.js) });
  }
  return out;
}

/** The home page's total transfer may stay under this without its background video. */
export const HOME_WITHOUT_VIDEO_BUDGET = 1_000_000;

/** The home page's transfer without the video, and whether it keeps the budget (null without a home page). */
export function homeWithoutVideo(pages: PageWeight[]): { bytes: number; video: number; pass: boolean } | null {
  const home = pages.find((p) => p.route === '/');
  if (!home) return null;
  const bytes = home.total - home.video;
  return { bytes, video: home.video, pass: bytes <= HOME_WITHOUT_VIDEO_BUDGET };
}

/** `--check` fails when the site did not build, no page was measured, or a page misses its target. */
export function checkFails(built: boolean, rows: WeightRow[]): boolean {
  return !built || rows.length === 0 || rows.some((r) => !r.pass);
}
