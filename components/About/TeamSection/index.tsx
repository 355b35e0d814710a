import OfficerCard from '@/components/About/OfficerCard';
import type { Officer } from '@/lib/content/officers';
import styles from './index.module.css';

/** One titled group of officer cards, laid out as rows or as side-by-side columns. */
export default function TeamSection({
  id,
  heading,
  columns,
  networkName,
}: {
  id: string;
  heading: string;
  columns: Officer[][];
  networkName: string;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.columns} style={{ '--columns': columns.length } as React.CSSProperties}>
        {columns.map((column, i) => (
          <ul key={i} className={styles.column}>
            {column.map((officer) => (
              <li key={officer.name}>
                <OfficerCard officer={officer} networkName={networkName} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
