import { formatSrcSet, isResizable, srcSetCandidates, variantPath, variantWidths } from '@/lib/images/variants';

describe('variantWidths', () => {
  it('makes no copy wider than the source, nor one within 10% of it', () => {
    expect(variantWidths(1600)).toEqual([480, 768, 1200]);
    expect(variantWidths(960)).toEqual([480, 768]);
    // An 800-pixel event photo: a 768 copy would be nearly the photo itself.
    expect(variantWidths(800)).toEqual([480]);
    expect(variantWidths(480)).toEqual([]);
    expect(variantWidths(300)).toEqual([]);
  });
});

describe('variantPath', () => {
  it('puts the copy under /generated, keeping the source extension so demo.jpg and demo.png differ', () => {
    expect(variantPath('/images/events/kickoff-1.webp', 480)).toBe('/generated/images/events/kickoff-1.webp.480w.webp');
    expect(variantPath('/images/events/demo.jpg', 768)).not.toBe(variantPath('/images/events/demo.png', 768));
  });
});

describe('isResizable', () => {
  it('takes photos, leaves SVG and the copies themselves alone', () => {
    expect(isResizable('/images/events/a.webp')).toBe(true);
    expect(isResizable('/images/officers/a.JPG')).toBe(true);
    expect(isResizable('/images/officers/a.jpeg')).toBe(true);
    expect(isResizable('/images/home/a.png')).toBe(true);
    expect(isResizable('/images/officers/a.svg')).toBe(false);
    expect(isResizable('/generated/images/events/a.webp.480w.webp')).toBe(false);
  });
});

describe('srcset', () => {
  it('lists the copies narrowest first, then the source at its own width, with the base path', () => {
    const candidates = srcSetCandidates('/media/intro-poster.webp', 960);
    expect(formatSrcSet(candidates, (p) => `/nt-base${p}`)).toBe(
      '/nt-base/generated/media/intro-poster.webp.480w.webp 480w, /nt-base/generated/media/intro-poster.webp.768w.webp 768w, /nt-base/media/intro-poster.webp 960w',
    );
  });

  it('is the source alone when it is already small', () => {
    expect(formatSrcSet(srcSetCandidates('/images/a.webp', 400))).toBe('/images/a.webp 400w');
  });
});
