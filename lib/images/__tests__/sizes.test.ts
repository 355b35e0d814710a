import {
  CAROUSEL_SIZES,
  EVENT_PHOTO_SIZES,
  EVENTS_BANNER_SIZES,
  INTRO_POSTER_SIZES,
  pickCandidate,
  PORTRAIT_SIZES,
  slotWidth,
  TEXT_BLOCK_IMAGE_SIZES,
} from '@/lib/images/sizes';
import { srcSetCandidates } from '@/lib/images/variants';

// Each layout worked out by hand from its CSS module (see the comments in sizes.ts); a change
// of padding, gap, breakpoint or maximum width there must change the sizes and these figures.
describe('sizes match the layout', () => {
  it('event photos: one column on a phone, two from 700 px, three from 1050 px, capped at 1200 px', () => {
    expect(slotWidth(EVENT_PHOTO_SIZES, 390)).toBe(390 - 48);
    expect(slotWidth(EVENT_PHOTO_SIZES, 699)).toBe(699 - 48);
    expect(slotWidth(EVENT_PHOTO_SIZES, 800)).toBe((800 - 48 - 24) / 2);
    expect(slotWidth(EVENT_PHOTO_SIZES, 1100)).toBeCloseTo((1100 - 48 - 48) / 3, 0);
    expect(slotWidth(EVENT_PHOTO_SIZES, 1280)).toBe((1200 - 48 - 48) / 3);
  });

  it('the carousel: never under 520 px (its 260 px minimum height at 2:1), at most 1100 px', () => {
    expect(slotWidth(CAROUSEL_SIZES, 390)).toBe(520);
    expect(slotWidth(CAROUSEL_SIZES, 768)).toBe(768 - 48);
    expect(slotWidth(CAROUSEL_SIZES, 1280)).toBe(1100);
  });

  it("'Who We Are' picture: full width on a phone, half from 860 px, 506 px from 1100 px", () => {
    expect(slotWidth(TEXT_BLOCK_IMAGE_SIZES, 390)).toBe(342);
    expect(slotWidth(TEXT_BLOCK_IMAGE_SIZES, 1000)).toBe((1000 - 48 - 40) / 2);
    expect(slotWidth(TEXT_BLOCK_IMAGE_SIZES, 1280)).toBe((1100 - 48 - 40) / 2);
  });

  it('the /events banner: 533 px while its 160 px minimum height decides, else the screen', () => {
    expect(slotWidth(EVENTS_BANNER_SIZES, 390)).toBe(533);
    expect(slotWidth(EVENTS_BANNER_SIZES, 1280)).toBe(1280);
  });

  it('the intro poster and the portraits', () => {
    expect(slotWidth(INTRO_POSTER_SIZES, 390)).toBe(390);
    expect(slotWidth(PORTRAIT_SIZES, 390)).toBe(160);
    expect(slotWidth(PORTRAIT_SIZES, 1280)).toBe(160);
  });

  it('refuses a length it cannot read rather than guessing', () => {
    expect(() => slotWidth('50em', 390)).toThrow('cannot read the length "50em"');
  });
});

describe('what a phone downloads', () => {
  it('at 390 px a 1x screen takes the 480 copies; a 2x screen needs the 960 poster and the 800 photo themselves', () => {
    const poster = srcSetCandidates('/media/intro-poster.webp', 960);
    expect(pickCandidate(poster, slotWidth(INTRO_POSTER_SIZES, 390) * 2).width).toBe(960);
    expect(pickCandidate(poster, slotWidth(INTRO_POSTER_SIZES, 390)).width).toBe(480);
    const photo = srcSetCandidates('/images/events/kickoff-1.webp', 800);
    expect(pickCandidate(photo, slotWidth(EVENT_PHOTO_SIZES, 390)).width).toBe(480);
    expect(pickCandidate(photo, slotWidth(EVENT_PHOTO_SIZES, 390) * 2).width).toBe(800);
  });

  it('a wide screen takes the widest file when none is wide enough', () => {
    const slide = srcSetCandidates('/images/carousel/a.webp', 1600);
    expect(pickCandidate(slide, slotWidth(CAROUSEL_SIZES, 1280) * 2).path).toBe('/images/carousel/a.webp');
    expect(pickCandidate(slide, slotWidth(CAROUSEL_SIZES, 1280)).width).toBe(1200);
  });
});
