/**
 * What `npm run bench` weighs, read from an export's files: each page's transfer size by kind (which
 * files its HTML loads: pageWeight.ts), and the lazy chunks no page may load on arrival.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { cssUrls, isTextAsset, referencedAssets } from './pageWeight';

/** One exported page's transfer in bytes (gzip for text), by kind. */
export type PageWeight = { route: string; js: number; html: number; css: number; media: number; video: number; total: number };

const gzipCache = new Map<string, number>();

/** What a file costs on the wire: its gzip size (level 9) when it is text, its bytes otherwise. */
export function transferBytes(file: string): number {
  if (!gzipCache.has(file)) {
    const data = fs.readFileSync(file);
    gzipCache.set(file, isTextAsset(file) ? zlib.gzipSync(new Uint8Array(data), { level: 9 }).length : data.length);
  }
  return gzipCache.get(file)!;
}

/** Every file under `dir`, depth first. */
export function walk(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

/**
 * The file of the export a URL points to, or null for another site, inline data or a missing file.
 * `from` is the address of the file that holds the URL (relative URLs resolve against it); an export
 * built under a base path (--export .e2e/real --base-path /nt-base) references /nt-base/...
 */
export function localFile(outDir: string, url: string, from = '/', basePath = ''): string | null {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  let clean = decodeURIComponent(url.split(/[?#]/)[0]);
  if (basePath && clean.startsWith(`${basePath}/`)) clean = clean.slice(basePath.length);
  const file = path.join(outDir, clean.startsWith('/') ? clean : path.join(path.dirname(from), clean));
  return file.startsWith(outDir) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/** One page's weight: first-load JS is the /_next/ scripts its HTML references. */
export function measurePage(outDir: string, htmlFile: string, basePath = ''): PageWeight {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const refs = referencedAssets(html);
  const local = (url: string, from?: string) => localFile(outDir, url, from, basePath);
  const sum = (urls: string[], from?: string) =>
    urls
      .map((u) => local(u, from))
      .filter((f): f is string => f !== null)
      .reduce((n, f) => n + transferBytes(f), 0);
  const js = sum(refs.js.filter((u) => u.includes('/_next/')));
  const css = sum(refs.css);
  // Fonts and images a stylesheet pulls in (url(...)) are part of the page's weight too.
  const fromCss = new Set<string>();
  for (const href of refs.css) {
    const cssFile = local(href);
    if (!cssFile) continue;
    for (const url of cssUrls(fs.readFileSync(cssFile, 'utf8'))) {
      const f = local(url, `/${path.relative(outDir, cssFile)}`);
      if (f) fromCss.add(f);
    }
  }
  const media = sum(refs.media) + [...fromCss].reduce((n, f) => n + transferBytes(f), 0);
  const video = sum(refs.video);
  const htmlBytes = transferBytes(htmlFile);
  const route = `/${path.relative(outDir, path.dirname(htmlFile)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/');
  return {
    route: htmlFile.endsWith('404.html') ? '/404.html' : route,
    js,
    html: htmlBytes,
    css,
    media,
    video,
    total: htmlBytes + js + css + media + video,
  };
}

/** Every page a visitor reaches by its own address, and 404.html, sorted by route. */
export function measureExport(outDir: string, basePath = ''): PageWeight[] {
  // _not-found/ and 404/ are copies of 404.html that no visitor reaches by their own address.
  const pages = walk(outDir).filter((f) => f.endsWith(`${path.sep}index.html`) && !/^(_|404\b)/.test(path.relative(outDir, f)));
  const notFound = path.join(outDir, '404.html');
  if (fs.existsSync(notFound)) pages.push(notFound);
  return pages.map((f) => measurePage(outDir, f, basePath)).sort((a, b) => a.route.localeCompare(b.route));
}

export type LazyChunk = { file: string; gzipBytes: number; inFirstLoad: boolean };

/** The export's /_next/ scripts that contain `marker`, and whether any page's HTML names them. */
export function chunksHolding(exportDir: string, marker: string): LazyChunk[] {
  const chunks = walk(path.join(exportDir, '_next')).filter((f) => f.endsWith('.js') && fs.readFileSync(f, 'utf8').includes(marker));
  const html = walk(exportDir).filter((f) => f.endsWith('.html'));
  return chunks.map((f) => ({
    file: path.relative(exportDir, f),
    gzipBytes: transferBytes(f),
    inFirstLoad: html.some((h) => fs.readFileSync(h, 'utf8').includes(path.basename(f))),
  }));
}

/** How many pages (index.html files) a folder of an export holds; 0 when it does not exist. */
export function countPages(dir: string): number {
  return fs.existsSync(dir) ? walk(dir).filter((f) => f.endsWith('index.html')).length : 0;
}
