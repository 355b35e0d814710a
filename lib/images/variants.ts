/**
 * Phone-sized copies of the site's raster images, so a phone fetches a file the size of its screen
 * rather than the full photo and paints sooner: which widths the build makes of an image and where
 * they go. `scripts/generate-images.ts` makes them before every build and `npm run dev`;
 * `responsiveImage` (server) lists them in `srcset`. Both read these rules, so the files made and
 * the files named cannot disagree.
 */

/** The widths made of every raster image under public/, in pixels, when the image is wider. */
export const VARIANT_WIDTHS = [480, 768, 1200] as const;

/** Where the copies go: public/generated/, kept out of git (.gitignore). */
export const GENERATED_DIR = '/generated';

const RASTER = /\.(webp|png|jpe?g|avif)$/i;

/** A photo or picture the build can shrink; SVG portraits and logos scale by themselves. */
export function isResizable(src: string): boolean {
  return RASTER.test(src) && !src.startsWith(`${GENERATED_DIR}/`);
}

/**
 * The widths made of an image `sourceWidth` pixels wide: never wider than the source, and none
 * within 10% of it (an 800-pixel photo gets 480 only: a 768 copy would save almost nothing).
 */
export function variantWidths(sourceWidth: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w <= sourceWidth * 0.9);
}

/**
 * The public path of an image's copy at `width`, e.g. /images/events/kickoff-1.webp at 480 →
 * /generated/images/events/kickoff-1.webp.480w.webp (the source's extension stays in the name, so
 * demo.jpg and demo.png in one folder do not share copies).
 */
export function variantPath(src: string, width: number): string {
  return `${GENERATED_DIR}${src}.${width}w.webp`;
}

/** What an `<img>` needs from the build (lib/images/responsiveImage.ts makes it; client components take it as a prop). */
export type ResponsiveImage = {
  /** The source, with the base path: the `src` of browsers without srcset, and the widest file. */
  src: string;
  /** Absent for SVG (and images too small to shrink). */
  srcSet?: string;
  width: number;
  height: number;
};

export type Candidate = { path: string; width: number };

/** Every file `srcset` may name for an image, narrowest first: the copies, then the source itself. */
export function srcSetCandidates(src: string, sourceWidth: number): Candidate[] {
  return [...variantWidths(sourceWidth).map((width) => ({ path: variantPath(src, width), width })), { path: src, width: sourceWidth }];
}

/** The `srcset` attribute, each path through `toUrl` (the base path: lib/asset). */
export function formatSrcSet(candidates: Candidate[], toUrl: (path: string) => string = (p) => p): string {
  return candidates.map((c) => `${toUrl(c.path)} ${c.width}w`).join(', ');
}
