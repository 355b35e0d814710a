'use client';
/**
 * The members' table a page at a time once it is long: thousands of rows drawn at once froze /review
 * for seconds, and nobody reads them on one screen. Which members are shown is said in words (and
 * read out when it changes); sorting and filtering go back to the first page (ReviewBoard). On paper
 * every row is printed and this is not shown.
 */
import styles from './index.module.css';

type Props = { first: number; shown: number; total: number; size: number; onPage: (first: number) => void };

export default function TablePages({ first, shown, total, size, onPage }: Props) {
  if (total <= size) return null;
  return (
    <nav aria-label="Pages of the members’ table" className={styles.pages}>
      <button type="button" className="button button-secondary" disabled={first === 0} onClick={() => onPage(Math.max(0, first - size))}>
        Previous page
      </button>
      <p aria-live="polite" className={styles.which}>{`Members ${first + 1}–${first + shown} of ${total}`}</p>
      <button type="button" className="button button-secondary" disabled={first + size >= total} onClick={() => onPage(first + size)}>
        Next page
      </button>
    </nav>
  );
}
