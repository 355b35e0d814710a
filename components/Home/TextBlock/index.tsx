import type { ResponsiveImage } from '@/lib/images/variants';
import { TEXT_BLOCK_IMAGE_SIZES } from '@/lib/images/sizes';
import styles from './index.module.css';

/** 'Who We Are' (text beside the lab image) or 'Our Mission' (text only), from content/home.yaml. */
export default function TextBlock({
  id,
  heading,
  paragraphs,
  image,
}: {
  id: string;
  heading: string;
  paragraphs: string[];
  image?: ResponsiveImage & { alt: string };
}) {
  return (
    <div className={image ? `${styles.block} ${styles.withImage}` : styles.block}>
      <div>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {image && (
        // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser: srcset from lib/images
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes={TEXT_BLOCK_IMAGE_SIZES}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      )}
    </div>
  );
}
