/**
 * Every picture of the site is this `<img>`: a static export has no image optimiser, so a content
 * photo brings its own phone-sized copies in `srcset` (lib/images: `responsiveImage` reads what
 * scripts/generate-images.ts made) and `sizes` says how wide it is drawn there (lib/images/sizes.ts).
 * An SVG, a remote thumbnail or a local preview has only its `src`.
 */
import type { ComponentProps } from 'react';
import type { ResponsiveImage as Picture } from '@/lib/images/variants';

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** The picture's files and size (from lib/images), or its address alone. */
  image: Pick<Picture, 'src'> & Partial<Picture>;
  /** How wide it is drawn at each screen width (lib/images/sizes.ts); used with a srcset only. */
  sizes?: string;
  /** Required: '' for a picture that says nothing the text does not. */
  alt: string;
};

/** `width` and `height` given here win over the image's (a logo drawn at a fixed size). */
export default function ResponsiveImage({ image, sizes, alt, ...rest }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the one <img> of the site: next/image needs an optimiser a static export has not
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet && sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      {...rest}
    />
  );
}
