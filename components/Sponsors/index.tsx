import { asset } from '@/lib/asset';
import { loadSponsors } from '@/lib/content/sponsors';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

/** The reusable Sponsors section: black, heading 'Sponsors', one logo link per sponsor (new tab). */
export default function Sponsors() {
  const sponsors = loadSponsors();
  return (
    <section className={styles.section} aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading" className={styles.heading}>
        Sponsors
      </h2>
      <ul className={styles.grid}>
        {sponsors.map((s) => (
          <li key={s.url}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" className={styles.link} aria-label={`${s.name} (opens in a new tab)`}>
              <ResponsiveImage image={{ src: asset(s.logo) }} alt={s.alt} width={420} height={120} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
