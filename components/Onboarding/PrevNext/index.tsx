/** 'Previous' and 'Next' below a module: the neighbouring submodules in the side panel's order. */
import Link from '@/components/ui/IntentLink';
import { FiArrowLeft, FiArrowRight } from 'react-icons/fi';
import { submoduleNumber } from '@/lib/onboarding/names';
import type { NavLink, Neighbours } from '@/lib/onboarding/neighbours';
import styles from './index.module.css';

const label = (link: NavLink) => `${submoduleNumber(link.key)} ${link.title}`;

export default function PrevNext({ previous, next }: Neighbours) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next submodule" className={styles.nav}>
      {previous && (
        <Link href={previous.href} rel="prev" className={`${styles.link} ${styles.previous}`}>
          <span className={styles.direction}>
            <FiArrowLeft aria-hidden /> Previous
          </span>
          <span className={styles.title}>{label(previous)}</span>
        </Link>
      )}
      {next && (
        <Link href={next.href} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.direction}>
            Next <FiArrowRight aria-hidden />
          </span>
          <span className={styles.title}>{label(next)}</span>
        </Link>
      )}
    </nav>
  );
}
