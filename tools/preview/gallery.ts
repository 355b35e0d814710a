/**
 * What `npm run preview` writes for a reviewer: `preview/index.html`, a gallery that opens from the
 * file system (changed pages first), and the Markdown the CI job puts in its summary.
 */

/** `moved`: how far the parts outside every outline moved (px, down when positive), top to bottom. */
export type Shot = { width: number; file: string | null; same: boolean; moved?: number[] };

const distance = (px: number) => `${Math.abs(px)} px ${px > 0 ? 'down' : 'up'}`;

/**
 * The distances things moved, top to bottom, with those a row or two apart said once as a range (the
 * browser rounds each element's place on its own): '20 px down', '74 to 75 px down, then 120 px down'.
 */
function distances(moved: number[]): string[] {
  const groups: number[][] = [];
  for (const px of moved) {
    const last = groups.at(-1);
    if (last && Math.abs(px - last[0]) <= 2 && Math.sign(px) === Math.sign(last[0])) last.push(px);
    else groups.push([px]);
  }
  return groups.map((g) => {
    const [low, high] = [Math.min(...g.map(Math.abs)), Math.max(...g.map(Math.abs))];
    return low === high ? distance(g[0]) : `${low} to ${high} px ${g[0] > 0 ? 'down' : 'up'}`;
  });
}

/** '; what is not outlined only moved 20 px down': the comparison never outlines what only moved. */
const movedNote = (moved: number[] = []) => {
  const said = distances(moved);
  if (said.length === 0) return '';
  return said.length === 1 ? `; what is not outlined only moved ${said[0]}` : `; what is not outlined only moved: ${said.join(', then ')}`;
};

export type PageResult = {
  route: string;
  /** The changed files that put the page on the list. */
  because: string[];
  kind: 'changed' | 'new' | 'removed' | 'unchanged' | 'failed';
  /** For a changed page: 'text' (its words changed), 'layout' (the same words, drawn differently). */
  what: Array<'text' | 'layout'>;
  shots: Shot[];
  /** Why a page could not be pictured. */
  problem?: string;
};
export type PreviewRun = {
  base: string;
  pages: PageResult[];
  notes: string[];
  seconds: number;
};

const ORDER: Record<PageResult['kind'], number> = { changed: 0, new: 1, removed: 2, failed: 3, unchanged: 4 };

export function ordered(pages: PageResult[]): PageResult[] {
  return [...pages].sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.route.localeCompare(b.route, 'en', { numeric: true }));
}

/** What changed, in the words the gallery and the summary use. */
export function describe(page: PageResult): string {
  if (page.kind === 'changed') return page.what.join(' and ');
  if (page.kind === 'new') return 'new page';
  if (page.kind === 'removed') return 'removed page';
  if (page.kind === 'failed') return `could not be pictured: ${page.problem}`;
  return 'unchanged';
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function duration(seconds: number): string {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

function figure(page: PageResult, shot: Shot): string {
  if (!shot.file) return `<figure><figcaption>${shot.width} px wide: unchanged</figcaption></figure>`;
  const caption = `${shot.width} px wide${page.kind === 'changed' ? `: before | after${movedNote(shot.moved)}` : ''}`;
  const alt = `${page.route} at ${shot.width} px, ${describe(page)}`;
  return `<figure><figcaption>${caption}</figcaption><a href="${escape(shot.file)}"><img src="${escape(shot.file)}" alt="${escape(alt)}" loading="lazy"></a></figure>`;
}

function pageSection(page: PageResult): string {
  return (
    `<section><h2><code>${escape(page.route)}</code> <span class="what ${page.kind}">${escape(describe(page))}</span></h2>` +
    `<p>Because of ${page.because.map((f) => `<code>${escape(f)}</code>`).join(', ')}.</p>${page.shots.map((s) => figure(page, s)).join('')}</section>`
  );
}

export function galleryHtml(run: PreviewRun): string {
  const pages = ordered(run.pages);
  const pictured = pages.filter((p) => p.kind !== 'unchanged');
  const unchanged = pages.filter((p) => p.kind === 'unchanged');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page preview: ${pictured.length} of ${pages.length} pages changed</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1b1b1b}
section{border-top:1px solid #ccc;padding:1rem 0}
h2{font-size:1.1rem}
.what{font-weight:normal;padding:0 .4rem;border-radius:4px;background:#eee}
.changed,.new{background:#ffe3ec}.failed{background:#ffd7b0}
figure{display:inline-block;vertical-align:top;margin:0 1rem 1rem 0;max-width:100%}
figure img{max-width:min(100%,1400px);max-height:80vh;border:1px solid #bbb}
</style></head>
<body><main>
<h1>Page preview</h1>
<p>Before (left, base <code>${escape(run.base)}</code>) and after (right, this change), each differing area outlined.
${pages.length} pages looked at, ${pictured.length} changed, in ${duration(run.seconds)}. Open a picture for its full size.</p>
${run.notes.length ? `<ul>${run.notes.map((n) => `<li>${escape(n)}</li>`).join('')}</ul>` : ''}
${pictured.map(pageSection).join('\n')}
${unchanged.length ? `<h2>Unchanged</h2><ul>${unchanged.map((p) => `<li><code>${escape(p.route)}</code></li>`).join('')}</ul>` : ''}
</main></body></html>
`;
}

/** The CI job's summary: the changed pages with what changed, and where the pictures are. */
export function summaryMarkdown(run: PreviewRun, artifact: string): string {
  const pages = ordered(run.pages);
  const changed = pages.filter((p) => p.kind !== 'unchanged');
  const lines = [
    `## Page preview`,
    '',
    changed.length
      ? `${changed.length} of ${pages.length} pages this change touches look different (in ${duration(run.seconds)}):`
      : `None of the ${pages.length} pages this change touches looks different.`,
    '',
  ];
  for (const p of changed) lines.push(`- \`${p.route}\`: ${describe(p)}`);
  const unchanged = pages.filter((p) => p.kind === 'unchanged');
  if (unchanged.length) lines.push(...(changed.length ? [''] : []), `Unchanged: ${unchanged.map((p) => `\`${p.route}\``).join(', ')}.`);
  if (run.notes.length) lines.push('', ...run.notes.map((n) => `- ${n}`));
  if (changed.length)
    lines.push(
      '',
      `The pictures (before | after, at 390 and 1280 px wide) are in the artifact **${artifact}** at the bottom of this run's summary page: download it, unzip it and open \`index.html\`.`,
    );
  return `${lines.join('\n')}\n`;
}
