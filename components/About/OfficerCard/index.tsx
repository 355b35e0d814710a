import { FaLinkedin } from 'react-icons/fa';
import type { Officer } from '@/lib/content/officers';
import { responsiveImage } from '@/lib/images/responsiveImage';
import { PORTRAIT_SIZES } from '@/lib/images/sizes';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

export default async function OfficerCard({ officer, networkName }: { officer: Officer; networkName: string }) {
  // An SVG portrait comes as it is; a photo also gets its smaller copies.
  const portrait = await responsiveImage(officer.img);
  return (
    <article className={styles.card}>
      <ResponsiveImage
        className={styles.photo}
        image={portrait}
        sizes={PORTRAIT_SIZES}
        alt={`Portrait of ${officer.name}`}
        loading="lazy"
      />
      <h3 className={styles.name}>{officer.name}</h3>
      <p className={styles.title}>{officer.title}</p>
      <p className={styles.bio}>{officer.biography}</p>
      {officer.linkedin && (
        <a
          className={styles.profile}
          href={officer.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${officer.name} on ${networkName} (opens in a new tab)`}
        >
          <FaLinkedin aria-hidden focusable="false" />
        </a>
      )}
    </article>
  );
}
