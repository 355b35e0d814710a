/**
 * The pure part of `npm run bench`: which files a page's HTML makes the browser load on a first
 * visit, which group of targets a route belongs to (the targets: targets.ts), and the min/median/max of a group of pages.
 */

import { isMembersAreaPath } from '@/lib/auth/redirect';
import { pickCandidate, slotWidth } from '@/lib/images/sizes';

export type RouteKind = 'public' | 'members' | 'module';

export function routeKind(route: string): RouteKind {
  if (route.startsWith('/onboarding/')) return 'module';
  return isMembersAreaPath(route) ? 'members' : 'public';
}

/** Text files are served compressed: their transfer size is their gzip size. */
export function isTextAsset(file: string): boolean {
  return /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/i.test(file);
}

export type PageAssets = { js: string[]; css: string[]; media: string[]; video: string[] };

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * The screen whose downloads are counted where a page offers several sizes of an image (`srcset`):
 * Lighthouse's mobile emulation (a Moto G Power, 412 CSS px at 1.75 device pixels per px).
 */
export const BENCH_SCREEN = { width: 412, density: 1.75 };

/**
 * The one file of a `srcset` (w descriptors) that a browser on BENCH_SCREEN downloads, or
 * `fallback` when the list or its `sizes` cannot be read (then the whole `src` is counted).
 */
export function srcsetChoice(srcset: string, sizes: string | undefined, fallback: string | undefined): string | undefined {
  const candidates = srcset.split(',').map((entry) => {
    const [url, descriptor = ''] = entry.trim().split(/\s+/);
    return { url, width: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor, 10) : NaN };
  });
  if (candidates.some((c) => !c.url || Number.isNaN(c.width))) return fallback ?? candidates[0]?.url;
  try {
    // Without `sizes` a browser takes the image to be the screen's width.
    const needed = slotWidth(sizes ?? '100vw', BENCH_SCREEN.width) * BENCH_SCREEN.density;
    return pickCandidate(candidates, needed).url;
  } catch {
    return fallback ?? candidates[0]?.url;
  }
}

/** Every URL a page's HTML loads on first visit, by kind, without duplicates. */
export function referencedAssets(html: string): PageAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  const media = new Set<string>();
  const video = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    // noModule scripts are polyfills modern browsers skip; Next's own first-load figure leaves them out too.
    if (src && !/\snomodule\b/i.test(tag)) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    // An image preload with a srcset (React writes one for an eager <img srcset>) may have no href.
    const imageSrcset = attr(tag, 'imagesrcset');
    if (as === 'image' && imageSrcset) {
      const chosen = srcsetChoice(imageSrcset, attr(tag, 'imagesizes'), href);
      if (chosen) media.add(chosen);
      continue;
    }
    if (!href) continue;
    if (rel === 'stylesheet' || (as === 'style' && href.endsWith('.css'))) css.add(href);
    else if (rel === 'modulepreload' || as === 'script') js.add(href);
    else if (as === 'image' || rel.split(/\s+/).includes('icon')) media.add(href);
    else if (as === 'font') media.add(href);
  }
  for (const [tag] of html.matchAll(/<(?:img|source|video)\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    const srcset = attr(tag, 'srcset');
    // With a srcset the browser downloads one of its files instead of src.
    const chosen = srcset ? srcsetChoice(srcset, attr(tag, 'sizes'), src) : src;
    if (chosen) (/^<(video|source)/i.test(tag) && /\.(mp4|webm|mov|m4v)([?#]|$)/i.test(chosen) ? video : media).add(chosen);
    const poster = attr(tag, 'poster');
    if (poster) media.add(poster);
  }
  return { js: [...js], css: [...css], media: [...media], video: [...video] };
}

/** `url(...)` references in a stylesheet (fonts, background images). */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\((['"]?)([^'")]+)\1\)/g)].map((m) => m[2]).filter((u) => !u.startsWith('data:'));
}

export function minMedianMax(values: number[]): [number, number, number] {
  if (values.length === 0) throw new Error('no values');
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return [s[0], mid, s[s.length - 1]];
}
