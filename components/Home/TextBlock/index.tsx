import { asset } from '@/lib/asset';
import styles from './index.module.css';

/** 'Who We Are' (text beside the lab image) or 'Our Mission' (text only), from content/home.yaml. */
export default function TextBlock({ id, heading, paragraphs, image }: { id: string; heading: string; paragraphs: string[]; image?: { src: string; alt: string } }) {
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
      {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized WebP in a static export (src via lib/asset) */}
      {image && <img className={styles.image} src={asset(image.src)} alt={image.alt} width={900} height={600} loading="lazy" />}
    </div>
  );
}

