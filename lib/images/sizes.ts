/**
 * `sizes` for each place a photo is shown: how wide it is drawn (CSS pixels) at each screen width,
 * read from that component's CSS module. The browser takes the narrowest `srcset` file at least
 * that wide times the screen's pixel density. `slotWidth` evaluates one for a given screen width,
 * so the tests can hold each against its layout.
 *
 * Only what these strings use is understood: `(min-width: Npx)` / `(max-width: Npx)` conditions,
 * and `Npx`, `Nvw` or `calc(Nvw - Npx)` lengths.
 */

/** The home intro's poster: the whole screen wide (components/Home/IntroStage). On a phone held
 * upright `object-fit: cover` crops it from a wider drawing; the soft poster bears that until the
 * video covers it, and the phone gets a small file first (see docs/decisions/public.md, Home). */
export const INTRO_POSTER_SIZES = '100vw';

/** /events banner (app/events/page.module.css): full width, `clamp(160px, 28vw, 340px)` high, cover.
 * Below 533 px the 160 px height decides: a 1600 × 480 image is then drawn 533 px wide. */
export const EVENTS_BANNER_SIZES = '(max-width: 533px) 533px, 100vw';

/** Event card photos (components/Events/EventsBoard): the board is at most 1200 px with 24 px
 * padding each side; 1 column, 2 from 700 px and 3 from 1050 px, 24 px apart. */
export const EVENT_PHOTO_SIZES =
  '(min-width: 1200px) 368px, (min-width: 1050px) calc(33.33vw - 32px), (min-width: 700px) calc(50vw - 36px), calc(100vw - 48px)';

/** 'Our Projects' slides (components/ui/Carousel, Home/Projects, ProjectsCarousel): at most 1100 px
 * inside 24 px padding, 2:1 but at least 260 px high with `object-fit: cover`, so never drawn
 * narrower than 520 px. */
export const CAROUSEL_SIZES = '(min-width: 1148px) 1100px, (min-width: 568px) calc(100vw - 48px), 520px';

/** 'Who We Are' picture (components/Home/TextBlock): the block is at most 1100 px with 24 px
 * padding; from 860 px it sits in the second of two columns 40 px apart. */
export const TEXT_BLOCK_IMAGE_SIZES = '(min-width: 1100px) 506px, (min-width: 860px) calc(50vw - 44px), calc(100vw - 48px)';

/** Officers' portraits (components/About/OfficerCard): a 160 px circle. */
export const PORTRAIT_SIZES = '160px';

function lengthAt(length: string, viewport: number): number {
  const l = length.trim();
  let m = /^(\d+(?:\.\d+)?)px$/.exec(l);
  if (m) return Number(m[1]);
  m = /^(\d+(?:\.\d+)?)vw$/.exec(l);
  if (m) return (Number(m[1]) * viewport) / 100;
  m = /^calc\((\d+(?:\.\d+)?)vw - (\d+(?:\.\d+)?)px\)$/.exec(l);
  if (m) return (Number(m[1]) * viewport) / 100 - Number(m[2]);
  throw new Error(`sizes: cannot read the length "${l}"`);
}

/** The CSS width a `sizes` value gives an image on a screen `viewport` pixels wide. */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const m = /^\s*\((min|max)-width:\s*(\d+)px\)\s+(.+)$/.exec(entry);
    if (!m) return lengthAt(entry, viewport);
    const limit = Number(m[2]);
    if (m[1] === 'min' ? viewport >= limit : viewport <= limit) return lengthAt(m[3], viewport);
  }
  throw new Error(`sizes: no default length in "${sizes}"`);
}

/** The file a browser without a cached copy takes: the narrowest at least `needed` pixels wide, else the widest. */
export function pickCandidate<T extends { width: number }>(candidates: T[], needed: number): T {
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return sorted.find((c) => c.width >= needed) ?? sorted[sorted.length - 1];
}
