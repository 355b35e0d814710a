import type { ResponsiveImage as Picture } from '@/lib/images/variants';
import { TEXT_BLOCK_IMAGE_SIZES } from '@/lib/images/sizes';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

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
  image?: Picture & { alt: string };
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
      {image && <ResponsiveImage className={styles.image} image={image} sizes={TEXT_BLOCK_IMAGE_SIZES} alt={image.alt} loading="lazy" />}
    </div>
  );
}
