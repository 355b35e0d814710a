import { FaLinkedin } from 'react-icons/fa';
import { asset } from '@/lib/asset';
import type { Officer } from '@/lib/content/officers';
import styles from './index.module.css';

export default function OfficerCard({ officer, networkName }: { officer: Officer; networkName: string }) {
  return (
    <article className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG portrait (src via lib/asset) */}
      <img className={styles.photo} src={asset(officer.img)} alt={`Portrait of ${officer.name}`} width={200} height={200} loading="lazy" />
      <h3 className={styles.name}>{officer.name}</h3>
      <p className={styles.title}>{officer.title}</p>
      <p className={styles.bio}>{officer.biography}</p>
      {officer.linkedin && (
        <a className={styles.profile} href={officer.linkedin} target="_blank" rel="noopener noreferrer" aria-label={`${officer.name} on ${networkName} (opens in a new tab)`}>
          <FaLinkedin aria-hidden focusable="false" />
        </a>
      )}
    </article>
  );
}
